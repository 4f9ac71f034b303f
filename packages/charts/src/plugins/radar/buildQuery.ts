import type { QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { RadarFormData } from './formData.js';

/**
 * One row per polygon (group) with every metric. Superset's radar orders by the "Sort by" metric in
 * the chosen direction, or else by the first metric, largest first.
 */
export function buildQuery(formData: RadarFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    const sortBy = formData.timeseries_limit_metric;
    return [
      {
        ...base,
        columns: formData.groupby,
        metrics: formData.metrics,
        orderby: sortBy ? [[sortBy, !formData.order_desc]] : [[formData.metrics[0]!, false]],
        row_limit: formData.row_limit,
      },
    ];
  });
}
