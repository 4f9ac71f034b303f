import { SHARED_SCAN_DIALECTS } from '@sightline/query-engine';
import type { ChartDataContext, ExecutedRequest, LookedUpRequest } from '../chartDataTypes.js';
import type { ExecutedQuery, SqlPlan } from '../queryPlan.js';
import type { Stage } from '../stagePipeline.js';
import { engineError } from '../chartDataErrors.js';
import { runSqlPlan, type SqlRunOptions } from '../sqlPlanRun.js';

/**
 * Stage 6: the SQL of every plan the cache lookup left to run, on the datasource's engine, with the
 * configured timeout and the request's abort signal. Identical queries running at the same moment share
 * one execution (the in-flight deduper, keyed by the cache key); the shared statement is interrupted only
 * when every request waiting for it has gone away. A dashboard's requests (`dashboard_id`) pass through
 * the shared-scan window, where queries over the same dataset and filters share one statement, and take
 * the rows a scan-ahead of their dashboard fetched for them (sharedScan/).
 */
/** A request asked to be answered only from the cache needs a query to run (ChartDataContext.onlyCached). */
export class AnswerNotCached extends Error {
  constructor() {
    super('The answer is not cached: a query must run.');
    this.name = 'AnswerNotCached';
  }
}

export const executeStage: Stage<ChartDataContext, LookedUpRequest, ExecutedRequest> = {
  name: 'execute',
  async run(ctx, request) {
    const pending = request.toRun;
    if (pending.every((plan) => plan === null)) return { ...request, executed: pending.map(() => undefined) };
    if (ctx.onlyCached) throw new AnswerNotCached();
    const shared = ctx.sharedScans;
    const scannedAhead = shared?.scannedAhead;
    const batchKey = sharedScanKey(ctx, request);
    // Run ahead, a query only runs inside a shared statement: none where this request cannot share.
    const nothingAhead = (plan: SqlPlan | null) => !plan || scannedAhead?.has(plan.cacheKey);
    if (request.speculative && (batchKey === null || pending.every(nothingAhead))) {
      return { ...request, executed: pending.map(() => undefined) };
    }
    const taken = pending.map((plan) =>
      plan && !request.speculative ? scannedAhead?.take(plan.cacheKey) : undefined,
    );
    if (batchKey !== null && pending.some((plan, i) => plan && !taken[i])) ctx.scanDashboardAhead(request);
    // A database that cannot be opened (server down, file gone) is the engine's error, not a bug.
    const engine = await ctx.deps.engines.forDatabase(request.source.databaseId).catch((error: unknown) => {
      throw engineError(request.source.backend, error);
    });
    const execute = (plan: SqlPlan, signal: AbortSignal, speculative: boolean) => {
      const run: SqlRunOptions = {
        engine,
        signal,
        timeoutMs: ctx.statementTimeoutMs,
        statements: ctx.statements,
        slots: ctx.statementSlots,
        user: ctx.user ? `user:${ctx.user.id}` : 'anonymous',
      };
      if (!shared || batchKey === null) return runSqlPlan(plan, run);
      const { descriptor, backend } = request.source;
      return shared.batcher.run(batchKey, { plan, descriptor, backend, run, speculative });
    };
    const inFlight = (plan: SqlPlan, speculative: boolean) =>
      ctx.deduper.run<ExecutedQuery | null>(
        plan.cacheKey,
        async (signal) => {
          const rows = await execute(plan, signal, speculative).catch((error: unknown) => {
            throw engineError(request.source.backend, error);
          });
          // Kept before anyone waiting is answered: a chart's request that joined takes them back out.
          if (rows && speculative) scannedAhead?.remember(plan.cacheKey, rows);
          return rows;
        },
        ctx.signal,
      );
    const executed = await Promise.all(
      pending.map(async (plan, index): Promise<ExecutedQuery | undefined> => {
        if (!plan) return undefined;
        if (taken[index]) return taken[index];
        if (request.speculative) {
          await inFlight(plan, true);
          return undefined;
        }
        // Null: this request joined a scan-ahead's execution that found nothing to share; run it now.
        const own = (await inFlight(plan, false)) ?? (await inFlight(plan, false));
        if (own) {
          scannedAhead?.take(plan.cacheKey);
          return own;
        }
        const rows = await execute(plan, ctx.signal, false).catch((error: unknown) => {
          throw engineError(request.source.backend, error);
        });
        // Only speculative jobs are answered null.
        return rows!;
      }),
    );
    return { ...request, executed };
  },
};

/**
 * Requests of one dashboard, user and dataset share scans; others run alone (null), without waiting for
 * the window: requests without a dashboard, with sharing off, or on an engine shared scans do not support.
 */
function sharedScanKey(ctx: ChartDataContext, request: LookedUpRequest): string | null {
  if (request.dashboardId === null || !ctx.sharedScans) return null;
  if (!SHARED_SCAN_DIALECTS.has(request.source.backend)) return null;
  return JSON.stringify([request.dashboardId, ctx.user?.id ?? null, request.datasourceId]);
}
