import type { QueryContext } from '@sightline/core';
import type { PieFormData } from './formData.js';
import { buildGroupbyMetricQuery } from './groupbyMetricQuery.js';

/** One row per slice with its metric, largest first when sorting by the metric. */
export function buildQuery(formData: PieFormData): QueryContext {
  return buildGroupbyMetricQuery(formData);
}
