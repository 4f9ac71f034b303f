import type { QueryContext } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { FunnelFormData } from './formData.js';

/** One row per step with its metric; sorting by the metric puts the widest step first. */
export function buildQuery(formData: FunnelFormData): QueryContext {
  return buildGroupbyMetricQuery(formData, formData.groupby);
}
