import { runAnnotationLayers } from '../annotationLayers.js';
import type { ChartDataContext, ProcessedRequest } from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/**
 * Stage 8: the data of each fresh result's annotation layers, by running the annotation charts' query
 * contexts through this same pipeline (their own cache, access checks and errors). As in Superset the
 * data is stored with the result, under a cache key that includes the layers, so cached answers already
 * hold theirs.
 */
export const annotateStage: Stage<ChartDataContext, ProcessedRequest, ProcessedRequest> = {
  name: 'annotations',
  run(ctx, request) {
    // Most results have no layers: answered at once, without a turn of the pipeline's await.
    const fresh = (index: number) => request.results[index] && !request.results[index].isCached;
    if (!request.annotationLayers.some((layers, index) => layers.length > 0 && fresh(index))) return request;
    return annotate(ctx, request);
  },
};

async function annotate(ctx: ChartDataContext, request: ProcessedRequest): Promise<ProcessedRequest> {
  const results = await Promise.all(
    request.results.map(async (entry, index) => {
      const layers = request.annotationLayers[index] ?? [];
      if (!entry || entry.isCached || layers.length === 0) return entry;
      const annotationData = await runAnnotationLayers(ctx, layers);
      return { ...entry, result: { ...entry.result, annotationData } };
    }),
  );
  return { ...request, results };
}
