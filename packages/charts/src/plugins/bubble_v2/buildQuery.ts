import { getMetricLabel, type QueryContext, type QueryMetric } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { BubbleFormData } from './formData.js';

/** x, y and size, each once (one metric may serve two of them). */
export function bubbleMetrics(formData: BubbleFormData): QueryMetric[] {
  const metrics = new Map<string, QueryMetric>();
  for (const metric of [formData.x, formData.y, formData.size]) metrics.set(getMetricLabel(metric), metric);
  return [...metrics.values()];
}

/** One row per entity (and series) with the three metrics. */
export function buildQuery(formData: BubbleFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: formData.series ? [formData.entity, formData.series] : [formData.entity],
      metrics: bubbleMetrics(formData),
      row_limit: formData.row_limit,
      ...(formData.orderby ? { orderby: [[formData.orderby, !formData.order_desc]] } : {}),
    },
  ]);
}
