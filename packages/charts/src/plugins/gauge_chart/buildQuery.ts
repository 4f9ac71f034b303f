import type { QueryContext } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { GaugeFormData } from './formData.js';

/** The metric once, or once per group (one pointer each), largest first when sorting by the metric. */
export function buildQuery(formData: GaugeFormData): QueryContext {
  return buildGroupbyMetricQuery(formData, formData.groupby);
}
