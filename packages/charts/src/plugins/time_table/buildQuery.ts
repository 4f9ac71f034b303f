import { type OrderByItem, type QueryContext, type QueryObject } from '@sightline/core';
import { buildQueryContext, xAxisColumn } from '../../sdk/buildQueryObject.js';
import type { TimeTableFormData } from './formData.js';
import { TIME_TABLE_MESSAGES as MESSAGES } from './messages.js';

/**
 * Superset's TimeTableViz query: the metrics per time grain (and per series when grouped), ordered by
 * the first metric. The time column is the x-axis truncated to the grain; with a series limit, only the
 * top series by the sort metric come back. The pivot by time happens in transformProps.
 */
export function buildQuery(formData: TimeTableFormData): QueryContext {
  const timeColumn = formData.extra_form_data?.granularity_sqla ?? formData.granularity_sqla;
  if (!timeColumn) throw new Error(MESSAGES.noTimeColumn);
  if (formData.metrics.length === 0) throw new Error(MESSAGES.pickMetric);
  const groupby = formData.groupby ?? [];
  if (groupby.length > 0 && formData.metrics.length > 1) throw new Error(MESSAGES.singleMetricWithGroupBy);
  const grain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla ?? null;
  const first = formData.metrics[0]!;
  return buildQueryContext(formData, (base) => {
    const query: QueryObject = {
      ...base,
      columns: [xAxisColumn(timeColumn, grain), ...groupby],
      metrics: formData.metrics,
      orderby: [[first, !formData.order_desc] as OrderByItem],
      row_limit: formData.row_limit,
    };
    if (groupby.length > 0 && formData.limit) {
      query.series_columns = groupby;
      query.series_limit = formData.limit;
      query.series_limit_metric = formData.timeseries_limit_metric ?? first;
    }
    return [query];
  });
}
