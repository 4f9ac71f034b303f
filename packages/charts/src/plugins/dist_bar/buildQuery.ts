import { getColumnLabel, getMetricLabel, type QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { DistBarFormData } from './formData.js';

/**
 * One row per category and breakdown value with every metric, as Superset's DistributionBarViz asks:
 * ordered by the "Sort by" metric (added to the query when it is not drawn) or else the first metric.
 */
export function buildQuery(formData: DistBarFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    const sortBy = formData.timeseries_limit_metric ?? formData.metrics[0]!;
    const drawn = formData.metrics.map(getMetricLabel);
    const metrics = drawn.includes(getMetricLabel(sortBy)) ? formData.metrics : [...formData.metrics, sortBy];
    const groupbyLabels = new Set(formData.groupby.map(getColumnLabel));
    const breakdowns = formData.columns.filter((column) => !groupbyLabels.has(getColumnLabel(column)));
    return [
      {
        ...base,
        columns: [...formData.groupby, ...breakdowns],
        metrics,
        orderby: [[sortBy, !formData.order_desc]],
        row_limit: formData.row_limit,
      },
    ];
  });
}
