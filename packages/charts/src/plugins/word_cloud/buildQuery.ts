import type { QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { WordCloudFormData } from './formData.js';

/** One row per word (the series value) with the metric that sizes it. */
export function buildQuery(formData: WordCloudFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [formData.series],
      metrics: [formData.metric],
      row_limit: formData.row_limit,
      ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}),
    },
  ]);
}
