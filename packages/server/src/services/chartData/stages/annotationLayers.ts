import type { ResultType } from '@sightline/core';
import { resolveAnnotationLayers } from '../annotationLayers.js';
import type { AnnotatedRequest, AuthorizedRequest, ChartDataContext } from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';

/** Result types whose answer carries `annotation_data`; the others have no chart to draw on. */
const ANNOTATED_RESULT_TYPES = new Set<ResultType>(['full', 'results', 'post_processed']);

/**
 * Stage 3: each query's annotation layers read and checked (the annotation charts exist and the user
 * may read them) and turned into the query contexts that produce their data, before compiling, so those
 * contexts are part of the cache key. CSV and XLSX downloads carry no annotations and skip this.
 */
export const annotationLayersStage: Stage<ChartDataContext, AuthorizedRequest, AnnotatedRequest> = {
  name: 'annotationLayers',
  run(ctx, request) {
    const wanted = request.resultFormat === 'json' && ANNOTATED_RESULT_TYPES.has(request.resultType);
    // Most queries have no layers: answered at once, without a turn of the pipeline's await.
    if (!wanted || request.queries.every((query) => !query.annotation_layers?.length)) {
      return { ...request, annotationLayers: request.queries.map(() => []) };
    }
    return resolveAnnotationLayers(ctx, request).then((annotationLayers) => ({
      ...request,
      annotationLayers,
    }));
  },
};
