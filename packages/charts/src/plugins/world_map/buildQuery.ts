import { getMetricLabel, type QueryContext, type QueryMetric } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { WorldMapFormData } from './formData.js';

/**
 * One query grouped by the country column, with the metric and (when it differs) the bubble metric; the
 * metric orders the rows when sort_by_metric is on (Superset's WorldMapViz.query_obj).
 */
export function buildQuery(formData: WorldMapFormData): QueryContext {
  const metrics: QueryMetric[] = [formData.metric];
  const secondary = formData.secondary_metric;
  if (secondary && getMetricLabel(secondary) !== getMetricLabel(formData.metric)) metrics.push(secondary);
  return buildGroupbyMetricQuery(formData, [formData.entity], metrics);
}
