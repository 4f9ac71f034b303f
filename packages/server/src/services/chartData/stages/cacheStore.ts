import type { ChartDataContext, ProcessedRequest } from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 9: fresh results are stored under their key for the request's cache timeout. A cache write that
 * fails does not fail the request: the user has the data, only the next request is slower.
 */
export const cacheStoreStage: Stage<ChartDataContext, ProcessedRequest, ProcessedRequest> = {
  name: 'cacheStore',
  async run(ctx, request) {
    await Promise.all(
      request.plans.map(async (plan, index) => {
        const entry = request.results[index];
        if (plan.kind !== 'sql' || !entry || entry.isCached) return;
        await ctx.deps.cache.set(plan.cacheKey, entry.result, request.cacheTimeout).catch(() => undefined);
      }),
    );
    return request;
  },
};
