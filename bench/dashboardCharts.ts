/**
 * The dashboard the dashboard benchmark generates: 30 charts on the example web_events table, as a
 * dashboard's users build them (big numbers, trends, breakdowns by country, device, browser and event
 * type, a few tables), all under the dashboard's time range as a native time filter hands it to every
 * chart (`granularity_sqla` + `time_range`). Some metrics can never share a scan (the p95 quantile, the
 * distinct user count), as on real dashboards.
 */
import type { QueryContext, QueryObject } from '@sightline/core';

export interface BenchChart {
  slice_name: string;
  viz_type: string;
  /** Form data without `viz_type` and `datasource`. */
  formData: Record<string, unknown>;
}

/** The first half of 2025: half of the example events (they span 2025). */
const TIME_RANGE = '2025-01-01 : 2025-07-01';
const common = { granularity_sqla: 'event_time', time_range: TIME_RANGE, adhoc_filters: [] };
const maxLatency = {
  expressionType: 'SIMPLE',
  aggregate: 'MAX',
  column: { column_name: 'latency_ms' },
  label: 'MAX(latency_ms)',
};

const bigNumber = (name: string, metric: unknown): BenchChart => ({
  slice_name: name,
  viz_type: 'big_number_total',
  formData: { ...common, metric, y_axis_format: 'SMART_NUMBER' },
});

const trend = (name: string, metric: string, grain: string): BenchChart => ({
  slice_name: name,
  viz_type: 'big_number',
  formData: { ...common, metric, x_axis: 'event_time', time_grain_sqla: grain, show_trend_line: true },
});

const series = (
  name: string,
  vizType: string,
  metrics: string[],
  grain: string,
  groupby: string[] = [],
): BenchChart => ({
  slice_name: name,
  viz_type: vizType,
  formData: {
    ...common,
    x_axis: 'event_time',
    time_grain_sqla: grain,
    metrics,
    groupby,
    row_limit: 10000,
    order_desc: true,
    show_legend: true,
    x_axis_time_format: 'smart_date',
    y_axis_format: 'SMART_NUMBER',
    color_scheme: 'supersetColors',
  },
});

const pie = (name: string, metric: string, groupby: string): BenchChart => ({
  slice_name: name,
  viz_type: 'pie',
  formData: {
    ...common,
    metric,
    groupby: [groupby],
    row_limit: 100,
    sort_by_metric: true,
    show_legend: true,
  },
});

const bars = (name: string, metrics: string[], groupby: string, columns: string[] = []): BenchChart => ({
  slice_name: name,
  viz_type: 'dist_bar',
  formData: { ...common, metrics, groupby: [groupby], columns, row_limit: 100, show_legend: true },
});

const table = (name: string, groupby: string[], metrics: string[]): BenchChart => ({
  slice_name: name,
  viz_type: 'table',
  formData: {
    ...common,
    query_mode: 'aggregate',
    groupby,
    metrics,
    row_limit: 1000,
    order_desc: true,
    page_length: 0,
    server_pagination: false,
  },
});

export const DASHBOARD_CHARTS: readonly BenchChart[] = [
  bigNumber('Events', 'count'),
  bigNumber('Revenue', 'sum__revenue'),
  bigNumber('Average latency', 'avg__latency_ms'),
  bigNumber('Slowest event', maxLatency),
  bigNumber('95th percentile latency', 'p95__latency_ms'),
  bigNumber('Users', 'count_distinct__user_id'),
  trend('Events per day', 'count', 'P1D'),
  trend('Revenue per week', 'sum__revenue', 'P1W'),
  series('Events per day', 'echarts_timeseries_line', ['count'], 'P1D'),
  series('Weekly events by device', 'echarts_area', ['count'], 'P1W', ['device']),
  series('Monthly revenue by event type', 'echarts_timeseries_bar', ['sum__revenue'], 'P1M', ['event_type']),
  series('Daily latency', 'echarts_timeseries_smooth', ['avg__latency_ms'], 'P1D'),
  series('Weekly events by browser', 'echarts_timeseries_line', ['count'], 'P1W', ['browser']),
  series('Daily revenue', 'echarts_timeseries_step', ['sum__revenue'], 'P1D'),
  pie('Events by device', 'count', 'device'),
  pie('Revenue by country', 'sum__revenue', 'country'),
  pie('Events by browser', 'count', 'browser'),
  pie('Events by type', 'count', 'event_type'),
  bars('Events by country', ['count'], 'country'),
  bars('Latency by browser', ['avg__latency_ms'], 'browser'),
  bars('Revenue by device', ['sum__revenue'], 'device'),
  bars('Event types by device', ['count'], 'event_type', ['device']),
  table('Countries and devices', ['country', 'device'], ['count', 'sum__revenue']),
  table('Browsers', ['browser'], ['count', 'avg__latency_ms']),
  table('Event types', ['event_type'], ['count', 'sum__revenue', 'avg__latency_ms']),
  {
    slice_name: 'Devices and browsers',
    viz_type: 'treemap_v2',
    formData: { ...common, groupby: ['device', 'browser'], metric: 'count', row_limit: 1000 },
  },
  {
    slice_name: 'Weekly events by device (heatmap)',
    viz_type: 'heatmap_v2',
    formData: {
      ...common,
      x_axis: 'event_time',
      time_grain_sqla: 'P1W',
      groupby: 'device',
      metric: 'count',
      row_limit: 10000,
      normalize_across: 'heatmap',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
    },
  },
  {
    slice_name: 'Revenue by device and event type',
    viz_type: 'sunburst_v2',
    formData: { ...common, columns: ['device', 'event_type'], metric: 'sum__revenue', row_limit: 1000 },
  },
  {
    slice_name: 'Event funnel',
    viz_type: 'funnel',
    formData: { ...common, groupby: ['event_type'], metric: 'count', row_limit: 10, sort_by_metric: true },
  },
  {
    slice_name: 'Devices compared',
    viz_type: 'radar',
    formData: {
      ...common,
      groupby: ['device'],
      metrics: ['count', 'avg__latency_ms', 'sum__revenue'],
      row_limit: 10,
    },
  },
];

/**
 * A query's shape: what it reads and how it groups (dataset, filters, time range, grain, columns),
 * whatever it computes per group. Queries of one shape differ only in their metrics, order and limits.
 */
export function queryShape(context: QueryContext, query: QueryObject): string {
  return JSON.stringify([
    context.datasource,
    query.filters ?? [],
    query.time_range ?? null,
    query.granularity ?? null,
    query.extras ?? {},
    query.columns ?? [],
    query.groupby ?? [],
    query.is_timeseries ?? false,
  ]);
}
