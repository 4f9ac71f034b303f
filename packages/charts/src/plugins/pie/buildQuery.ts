import type { QueryContext } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { PieFormData } from './formData.js';

/** One row per slice with its metric, largest first when sorting by the metric. */
export function buildQuery(formData: PieFormData): QueryContext {
  return buildGroupbyMetricQuery(formData, formData.groupby);
}
