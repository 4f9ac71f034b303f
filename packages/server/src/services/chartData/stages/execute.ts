import { frameFromQueryResult, type Engine, type Frame } from '@sightline/query-engine';
import type {
  ChartDataContext,
  ExecutedQuery,
  ExecutedRequest,
  LookedUpRequest,
  SqlPlan,
} from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';
import { engineError } from '../chartDataErrors.js';

/**
 * Stage 6: the SQL of every plan the cache lookup left to run, on the datasource's engine, with the
 * configured timeout and the request's abort signal. Identical queries running at the same moment share
 * one execution (the in-flight deduper, keyed by the cache key); the shared statement is interrupted only
 * when every request waiting for it has gone away.
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
    const executed = await Promise.all(
      pending.map((plan) =>
        plan
          ? ctx.deduper.run(
              plan.cacheKey,
              (signal) =>
                executePlan(engine, plan, signal, timeoutMs).catch((error: unknown) => {
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

async function executePlan(
  engine: Engine,
  plan: SqlPlan,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ExecutedQuery> {
  const run = async (sql: string, params: SqlPlan['compiled']['params']) =>
    frameFromQueryResult(await engine.run(sql, { params, signal, timeoutMs, temporalAs: 'epochMs' }));
  const [main, ...offsetFrames] = await Promise.all([
    run(plan.compiled.sql, plan.compiled.params),
    ...plan.compiled.timeOffsets.map((offset) => run(offset.sql, offset.params)),
  ]);
  const isTruncated = main!.length > plan.rowLimit;
  const trimmed = isTruncated ? firstRows(main!, plan.rowLimit) : main!;
  return {
    main: trimmed,
    offsets: plan.compiled.timeOffsets.map((offset, i) => ({
      offset: offset.offset,
      frame: offsetFrames[i]!,
    })),
    sqlRowcount: trimmed.length,
    isTruncated,
  };
}

function firstRows(frame: Frame, count: number): Frame {
  return {
    fields: frame.fields.map((field) => ({ ...field, values: field.values.slice(0, count) })),
    length: Math.min(count, frame.length),
  };
}
