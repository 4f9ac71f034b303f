import type {
  ChartDataContext,
  ExecutedQuery,
  ExecutedRequest,
  LookedUpRequest,
  SqlPlan,
} from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';
import { engineError } from '../chartDataErrors.js';
import { runSqlPlan, type SqlRunOptions } from '../sqlPlanRun.js';

/**
 * Stage 6: the SQL of every plan the cache lookup left to run, on the datasource's engine, with the
 * configured timeout and the request's abort signal. Identical queries running at the same moment share
 * one execution (the in-flight deduper, keyed by the cache key); the shared statement is interrupted only
 * when every request waiting for it has gone away. A dashboard's requests (`dashboard_id`) pass through
 * the shared-scan window, where queries over the same dataset and filters share one statement.
 */
export const executeStage: Stage<ChartDataContext, LookedUpRequest, ExecutedRequest> = {
  name: 'execute',
  async run(ctx, request) {
    const pending = request.toRun;
    if (pending.every((plan) => plan === null)) return { ...request, executed: pending.map(() => undefined) };
    // A database that cannot be opened (server down, file gone) is the engine's error, not a bug.
    const engine = await ctx.deps.engines.forDatabase(request.source.databaseId).catch((error: unknown) => {
      throw engineError(request.source.backend, error);
    });
    const timeoutMs = ctx.deps.config.queryTimeoutMs;
    const batchKey = sharedScanKey(ctx, request);
    const execute = (plan: SqlPlan, signal: AbortSignal): Promise<ExecutedQuery> => {
      const run: SqlRunOptions = { engine, signal, timeoutMs, statements: ctx.statements };
      if (ctx.sharedScans && batchKey !== null) {
        return ctx.sharedScans.run(batchKey, {
          plan,
          descriptor: request.source.descriptor,
          backend: request.source.backend,
          run,
        });
      }
      return runSqlPlan(plan, run);
    };
    const executed = await Promise.all(
      pending.map((plan) =>
        plan
          ? ctx.deduper.run(
              plan.cacheKey,
              (signal) =>
                execute(plan, signal).catch((error: unknown) => {
                  throw engineError(request.source.backend, error);
                }),
              ctx.signal,
            )
          : undefined,
      ),
    );
    return { ...request, executed };
  },
};

/** Requests of one dashboard, user and dataset share scans; others run alone (null). */
function sharedScanKey(ctx: ChartDataContext, request: LookedUpRequest): string | null {
  if (request.dashboardId === null) return null;
  return JSON.stringify([request.dashboardId, ctx.user?.id ?? null, request.datasourceId]);
}
