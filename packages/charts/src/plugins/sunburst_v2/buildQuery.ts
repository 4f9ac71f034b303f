import { getMetricLabel, type QueryContext, type QueryMetric } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { SunburstFormData } from './formData.js';

/** The secondary metric when it colors the chart (set, and not the primary metric again). */
export function colorMetric(formData: SunburstFormData): QueryMetric | null {
  const { metric, secondary_metric: secondary } = formData;
  return secondary && getMetricLabel(secondary) !== getMetricLabel(metric) ? secondary : null;
}

/** One row per leaf of the hierarchy with the metric (and the secondary metric that colors it). */
export function buildQuery(formData: SunburstFormData): QueryContext {
  const secondary = colorMetric(formData);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: formData.columns,
      metrics: secondary ? [formData.metric, secondary] : [formData.metric],
      row_limit: formData.row_limit,
      ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}),
    },
  ]);
}
