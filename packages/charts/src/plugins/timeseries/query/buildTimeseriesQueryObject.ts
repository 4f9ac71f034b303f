import {
  DTTM_ALIAS,
  getColumnLabel,
  getMetricLabel,
  type QueryMetric,
  type QueryObject,
  type TimeGrain,
} from '@sightline/core';
import { resampleOperation } from '../../../sdk/advancedAnalytics.js';
import { xAxisColumn } from '../../../sdk/buildQueryObject.js';
import { serverAnnotationLayers, type AnnotationLayer } from '../annotations/annotationLayer.js';
import type { TimeseriesQueryFormData } from '../formData.js';
import {
  compareOperation,
  contributionOperation,
  FLATTEN_OPERATION,
  isTimeComparison,
  pivotOperation,
  renameOperation,
  rollingOperation,
  sortOperation,
  toInt,
  type OperatorContext,
} from './postProcessing.js';

/** The query form data plus the chart-level keys that shape a time-series query. */
export type TimeseriesQueryInput = TimeseriesQueryFormData & {
  x_axis_sort?: string | null;
  x_axis_sort_asc?: boolean;
  annotation_layers?: readonly AnnotationLayer[] | null;
  extra_form_data?: { time_range?: string } | null;
};

/** The x-axis label results are keyed by: the x-axis column's, or `__timestamp` in the legacy form. */
export function xAxisLabelOf(formData: Pick<TimeseriesQueryFormData, 'x_axis'>): string {
  return formData.x_axis ? getColumnLabel(formData.x_axis) : DTTM_ALIAS;
}

/** A metric the Bar Chart sorts its categories by without drawing it (Superset's extractExtraMetrics). */
export function extraSortMetrics(formData: TimeseriesQueryInput): QueryMetric[] {
  const sortMetric = formData.series_limit_metric ?? formData.timeseries_limit_metric;
  if (!sortMetric || formData.groupby.length > 0 || !formData.x_axis_sort) return [];
  const label = getMetricLabel(sortMetric);
  const drawn = formData.metrics.some((metric) => getMetricLabel(metric) === label);
  return label === formData.x_axis_sort && !drawn ? [sortMetric] : [];
}

/**
 * One time-series query object over `base` (filters, time range, grain from buildQueryObject): the
 * x-axis and dimensions as columns, the metrics, series limit, order, time offsets and Superset's
 * post-processing chain, so the result comes back one row per x value and one column per series.
 */
export function buildTimeseriesQueryObject(base: QueryObject, formData: TimeseriesQueryInput): QueryObject {
  const grain = (base.extras?.time_grain_sqla ?? formData.time_grain_sqla ?? null) as TimeGrain | null;
  const metrics = [...formData.metrics, ...extraSortMetrics(formData)];
  const xAxisLabel = xAxisLabelOf(formData);
  const groupbyLabels = formData.groupby.map(getColumnLabel);
  const ctx: OperatorContext = { xAxisLabel, metrics, groupbyLabels };
  const seriesLimit = toInt(formData.series_limit ?? formData.limit, 0);
  const seriesLimitMetric = formData.series_limit_metric ?? formData.timeseries_limit_metric ?? null;
  const orderBy = seriesLimitMetric ?? metrics[0];
  const timeComparison = isTimeComparison(formData);
  const annotationLayers = serverAnnotationLayers(formData.annotation_layers ?? []);
  const legacyGranularity = !formData.x_axis && Boolean(formData.granularity_sqla);
  const filters = dashboardTimeRange(base, formData);
  const temporalRange = filters.find((filter) => filter.op === 'TEMPORAL_RANGE')?.val;
  return {
    ...base,
    filters,
    // The x-axis form keeps its range in a TEMPORAL_RANGE filter; the query's range must match it, or
    // 'No filter' would leave time comparisons without the enclosed range they shift.
    ...(typeof temporalRange === 'string' ? { time_range: temporalRange } : {}),
    ...(legacyGranularity ? { granularity: formData.granularity_sqla!, is_timeseries: true } : {}),
    columns: [...(formData.x_axis ? [xAxisColumn(formData.x_axis, grain)] : []), ...formData.groupby],
    metrics,
    series_columns: formData.groupby,
    ...(seriesLimit > 0 ? { series_limit: seriesLimit } : {}),
    ...(seriesLimitMetric ? { series_limit_metric: seriesLimitMetric } : {}),
    orderby: orderBy ? [[orderBy, !formData.order_desc]] : [],
    order_desc: formData.order_desc,
    row_limit: toInt(formData.row_limit, 10000),
    time_offsets: timeComparison ? formData.time_compare : [],
    ...(annotationLayers.length > 0 ? { annotation_layers: annotationLayers } : {}),
    post_processing: [
      pivotOperation(formData, ctx),
      rollingOperation(formData, ctx),
      compareOperation(formData, ctx),
      resampleOperation(formData),
      renameOperation(formData, ctx),
      contributionOperation(formData),
      sortOperation(formData, ctx),
      FLATTEN_OPERATION,
    ].filter((operation) => operation !== null),
  };
}

/**
 * A dashboard's time range replaces the range of the chart's own TEMPORAL_RANGE filters (the x-axis
 * form of the time filter), as Superset's query context factory does with the query's time_range.
 */
function dashboardTimeRange(base: QueryObject, formData: TimeseriesQueryInput) {
  const range = formData.extra_form_data?.time_range;
  const filters = base.filters ?? [];
  if (!range) return filters;
  return filters.map((filter) =>
    filter.op === 'TEMPORAL_RANGE' && !filter.isExtra ? { ...filter, val: range } : filter,
  );
}
