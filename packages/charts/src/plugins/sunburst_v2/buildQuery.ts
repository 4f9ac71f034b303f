import { getMetricLabel, type QueryContext, type QueryMetric } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { SunburstFormData } from './formData.js';

/** The secondary metric when it colors the chart (set, and not the primary metric again). */
export function colorMetric(formData: SunburstFormData): QueryMetric | null {
  const { metric, secondary_metric: secondary } = formData;
  return secondary && getMetricLabel(secondary) !== getMetricLabel(metric) ? secondary : null;
}

/** One row per leaf of the hierarchy with the metric (and the secondary metric that colors it). */
export function buildQuery(formData: SunburstFormData): QueryContext {
  const secondary = colorMetric(formData);
  return buildGroupbyMetricQuery(
    formData,
    formData.columns,
    secondary ? [formData.metric, secondary] : [formData.metric],
  );
}
