/**
 * An example chart as data: Superset viz_type and form data. The loader adds `viz_type` and the
 * dataset reference; everything else is exactly what Explore would save.
 */
export interface ExampleChartDefinition {
  /** Stable key: the uuid seed and how dashboards refer to the chart. */
  key: string;
  /** Table name of the example dataset. */
  dataset: string;
  slice_name: string;
  viz_type: string;
  description?: string;
  params: Record<string, unknown>;
}

/** A Superset adhoc SIMPLE metric, e.g. SUM(num) labelled "SUM(num)". */
export function adhocMetric(aggregate: string, column: string, label = `${aggregate}(${column})`) {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column },
    aggregate,
    label,
    hasCustomLabel: label !== `${aggregate}(${column})`,
    optionName: `metric_${aggregate.toLowerCase()}_${column}`,
  };
}

/** A Superset adhoc SIMPLE filter in the WHERE clause. */
export function adhocFilter(subject: string, operator: string, comparator: unknown) {
  return {
    clause: 'WHERE',
    expressionType: 'SIMPLE',
    subject,
    operator,
    comparator,
    filterOptionName: `filter_${subject}_${operator.replace(/\W/g, '')}`.toLowerCase(),
  };
}

/** Form data fields every timeseries ECharts chart carries. */
export function timeseries(xAxis: string, timeGrain: string, extra: Record<string, unknown>) {
  return {
    x_axis: xAxis,
    time_grain_sqla: timeGrain,
    time_range: 'No filter',
    adhoc_filters: [],
    groupby: [],
    row_limit: 10000,
    order_desc: true,
    rich_tooltip: true,
    show_legend: true,
    legendType: 'scroll',
    legendOrientation: 'top',
    x_axis_time_format: 'smart_date',
    y_axis_format: 'SMART_NUMBER',
    truncate_metric: true,
    comparison_type: 'values',
    color_scheme: 'supersetColors',
    ...extra,
  };
}

/** A heatmap of `metric` by `xAxis` and `yAxis` over the whole table, with Superset's defaults. */
export function heatmap(xAxis: string, yAxis: string, metric: string, extra: Record<string, unknown>) {
  return {
    x_axis: xAxis,
    groupby: yAxis,
    metric,
    time_range: 'No filter',
    adhoc_filters: [],
    row_limit: 10000,
    normalize_across: 'heatmap',
    xscale_interval: -1,
    yscale_interval: -1,
    left_margin: 'auto',
    bottom_margin: 'auto',
    value_bounds: [null, null],
    sort_x_axis: 'alpha_asc',
    sort_y_axis: 'alpha_asc',
    y_axis_format: 'SMART_NUMBER',
    x_axis_time_format: 'smart_date',
    show_legend: true,
    show_percentage: true,
    show_values: false,
    normalized: false,
    ...extra,
  };
}

/** One column of a Time-series Table as Explore saves it: every field present, empty when unset. */
export function timeTableColumn(
  key: string,
  label: string,
  colType: 'spark' | 'time' | 'contrib' | 'avg',
  fields: Record<string, unknown> = {},
) {
  return {
    key,
    label,
    tooltip: '',
    colType,
    width: '',
    height: '',
    timeLag: '',
    timeRatio: '',
    comparisonType: '',
    showYAxis: false,
    yAxisBounds: [null, null],
    bounds: [null, null],
    d3format: '',
    dateFormat: '',
    ...fields,
  };
}
