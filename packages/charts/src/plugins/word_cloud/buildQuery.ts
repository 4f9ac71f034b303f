import type { QueryContext } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { WordCloudFormData } from './formData.js';

/** One row per word (the series value) with the metric that sizes it. */
export function buildQuery(formData: WordCloudFormData): QueryContext {
  return buildGroupbyMetricQuery(formData, [formData.series]);
}
