import type {
  ChartDataContext,
  CachedQueryResult,
  CompiledRequest,
  LookedUpRequest,
} from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 5: results already computed under the same key. `force` skips the lookup (the fresh result is
 * still stored). A cache that fails (Redis down) is treated as a miss: the chart still loads, slower.
 */
export const cacheLookupStage: Stage<ChartDataContext, CompiledRequest, LookedUpRequest> = {
  name: 'cache',
  async run(ctx, request) {
    const cached = await Promise.all(
      request.plans.map(async (plan) => {
        if (plan.kind !== 'sql' || request.force || request.resultType === 'query') return undefined;
        try {
          return (await ctx.deps.cache.get(plan.cacheKey)) as CachedQueryResult | undefined;
        } catch {
          return undefined;
        }
      }),
    );
    return { ...request, cached };
  },
};
