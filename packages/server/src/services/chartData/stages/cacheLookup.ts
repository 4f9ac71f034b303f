import type {
  ChartDataContext,
  CachedQueryResult,
  CompiledRequest,
  LookedUpRequest,
} from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 5: results already computed under the same key, and so the plans whose rows the engine must
 * produce. `force` skips the lookup (the fresh result is still stored); the `query` result type wants
 * no rows at all. A cache that fails (Redis down) is treated as a miss: the chart still loads, slower.
 */
export const cacheLookupStage: Stage<ChartDataContext, CompiledRequest, LookedUpRequest> = {
  name: 'cache',
  run(ctx, request) {
    const wantsRows = request.resultType !== 'query';
    // Nothing to look up (force, the query result type, no SQL): answered at once.
    if (!wantsRows || request.force || request.plans.every((plan) => plan.kind !== 'sql')) {
      const toRun = request.plans.map((plan) => (plan.kind === 'sql' && wantsRows ? plan : null));
      return { ...request, cached: request.plans.map(() => undefined), toRun };
    }
    return lookUp(ctx, request);
  },
};

/** The SQL plans' cached results (rows wanted, not forced); those without one are to run. */
async function lookUp(ctx: ChartDataContext, request: CompiledRequest): Promise<LookedUpRequest> {
  const cached = await Promise.all(
    request.plans.map(async (plan) => {
      if (plan.kind !== 'sql') return undefined;
      try {
        return (await ctx.deps.cache.get(plan.cacheKey)) as CachedQueryResult | undefined;
      } catch {
        return undefined;
      }
    }),
  );
  const toRun = request.plans.map((plan, index) => (plan.kind === 'sql' && !cached[index] ? plan : null));
  return { ...request, cached, toRun };
}
