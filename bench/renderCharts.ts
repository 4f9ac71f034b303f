/**
 * The form data the render benchmark draws for each chart type: about 10,000 data points over the
 * default example data (web_events and orders 1M rows, birth_names ~100k, geo_points 20k,
 * country_indicators). Keys are Superset 3.1's, as each plugin's formData.ts reads them; the bench adds
 * `viz_type` and `datasource`. Chart types whose natural size is far smaller (a pie, a funnel, a gauge,
 * a word cloud...) get a high-cardinality column with row_limit 10000: a stress test, and the note says
 * so. Types that do not exist yet are kept here so they are measured as soon as they are registered.
 */

export interface RenderCase {
  /** Table name of the example dataset. */
  dataset: string;
  /** What the ~10k points are, printed next to the figures. */
  note: string;
  /** The chart's form data without `viz_type` and `datasource`. */
  formData: Record<string, unknown>;
}

/** The example data's events span 2025; 139 days of hours is 3,336 x-values, × 3 devices ≈ 10k points. */
const HOURS_139_DAYS = '2025-01-01 : 2025-05-20';
/** 70 days of hours: 1,680 x-values; × 3 devices × 2 queries ≈ 10k points (Mixed Chart). */
const HOURS_70_DAYS = '2025-01-01 : 2025-03-12';
/** web_events.user_id: about 50,000 distinct users in 1M events, so row_limit 10000 gives 10,000 groups. */
const USER = 'user_id';

const common = { time_range: 'No filter', adhoc_filters: [] };

/** The x-axis charts' time range: Superset's TEMPORAL_RANGE ad-hoc filter on the x-axis column. */
const timeRange = (column: string, range: string) => [
  {
    clause: 'WHERE',
    expressionType: 'SIMPLE',
    subject: column,
    operator: 'TEMPORAL_RANGE',
    comparator: range,
  },
];

/** The time-series family (line, bar, area, scatter, smooth, step): events per hour and device. */
function hourlyByDevice(extra: Record<string, unknown> = {}): RenderCase {
  return {
    dataset: 'web_events',
    note: '3,336 hours × 3 devices ≈ 10,008 points',
    formData: {
      ...common,
      x_axis: 'event_time',
      time_grain_sqla: 'PT1H',
      adhoc_filters: timeRange('event_time', HOURS_139_DAYS),
      metrics: ['count'],
      groupby: ['device'],
      row_limit: 50000,
      order_desc: true,
      truncate_metric: true,
      comparison_type: 'values',
      rich_tooltip: true,
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      x_axis_time_format: 'smart_date',
      y_axis_format: 'SMART_NUMBER',
      color_scheme: 'supersetColors',
      ...extra,
    },
  };
}

/** A metric per user, 10,000 users: the stress form of charts meant for a handful of categories. */
const perUser = (note: string, formData: Record<string, unknown>): RenderCase => ({
  dataset: 'web_events',
  note: `${note} (stress test)`,
  formData: { ...common, row_limit: 10000, color_scheme: 'supersetColors', ...formData },
});

export const RENDER_CASES: Readonly<Record<string, RenderCase>> = {
  table: {
    dataset: 'web_events',
    note: 'raw mode, 10,000 rows × 8 columns, all rows on one page',
    formData: {
      ...common,
      query_mode: 'raw',
      all_columns: [
        'event_time',
        'event_type',
        'device',
        'browser',
        'country',
        'latency_ms',
        'revenue',
        'user_id',
      ],
      order_by_cols: [],
      row_limit: 10000,
      page_length: 0,
      server_pagination: false,
      include_search: false,
      show_cell_bars: true,
      table_timestamp_format: 'smart_date',
    },
  },
  pivot_table_v2: {
    dataset: 'web_events',
    note: '10,000 user × device rows pivoted (stress test)',
    formData: {
      ...common,
      groupbyRows: [USER],
      groupbyColumns: ['device'],
      metrics: ['count'],
      metricsLayout: 'COLUMNS',
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
      valueFormat: 'SMART_NUMBER',
      row_limit: 10000,
      order_desc: true,
    },
  },
  time_table: {
    dataset: 'web_events',
    note: '365 days × 24 countries ≈ 8,760 points in sparklines',
    formData: {
      ...common,
      granularity_sqla: 'event_time',
      time_grain_sqla: 'P1D',
      metrics: ['count'],
      groupby: ['country'],
      limit: 100,
      row_limit: 50000,
      column_collection: [
        { key: 'spark', label: 'Trend', colType: 'spark', width: '300', height: '40', showYAxis: false },
        { key: 'last', label: 'Last day', colType: 'time', timeLag: 0, comparisonType: 'value' },
      ],
      url: '',
    },
  },
  big_number_total: {
    dataset: 'web_events',
    note: 'one value: this type has no 10k-point form',
    formData: { ...common, metric: 'count', subheader: 'events', y_axis_format: 'SMART_NUMBER' },
  },
  big_number: {
    dataset: 'web_events',
    note: 'trendline of 8,760 hours (all of 2025)',
    formData: {
      ...common,
      metric: 'count',
      x_axis: 'event_time',
      time_grain_sqla: 'PT1H',
      compare_lag: 24,
      compare_suffix: 'over the same hour yesterday',
      show_trend_line: true,
      start_y_axis_at_zero: true,
      y_axis_format: 'SMART_NUMBER',
    },
  },
  echarts_timeseries_line: hourlyByDevice(),
  echarts_timeseries_bar: hourlyByDevice({ orientation: 'vertical' }),
  echarts_area: hourlyByDevice({ stack: 'Stack', opacity: 0.2 }),
  echarts_timeseries_scatter: hourlyByDevice({ markerSize: 4 }),
  echarts_timeseries_smooth: hourlyByDevice(),
  echarts_timeseries_step: hourlyByDevice({ seriesType: 'start' }),
  mixed_timeseries: {
    dataset: 'web_events',
    note: '1,680 hours × 3 devices × 2 queries ≈ 10,080 points',
    formData: {
      ...common,
      x_axis: 'event_time',
      time_grain_sqla: 'PT1H',
      adhoc_filters: timeRange('event_time', HOURS_70_DAYS),
      metrics: ['count'],
      groupby: ['device'],
      row_limit: 50000,
      metrics_b: ['avg__latency_ms'],
      groupby_b: ['device'],
      adhoc_filters_b: timeRange('event_time', HOURS_70_DAYS),
      row_limit_b: 50000,
      seriesType: 'line',
      seriesTypeB: 'line',
      yAxisIndex: 0,
      yAxisIndexB: 1,
      y_axis_format: 'SMART_NUMBER',
      y_axis_format_secondary: ',.0f',
      show_legend: true,
      color_scheme: 'supersetColors',
    },
  },
  pie: perUser('10,000 slices, one per user', {
    groupby: [USER],
    metric: 'count',
    sort_by_metric: true,
    show_labels: true,
    label_type: 'key',
    show_legend: true,
  }),
  funnel: perUser('10,000 steps, one per user', {
    groupby: [USER],
    metric: 'count',
    sort_by_metric: true,
    percent_calculation_type: 'first_step',
    show_labels: true,
    show_legend: true,
  }),
  gauge_chart: perUser('10,000 pointers, one per user', {
    groupby: [USER],
    metric: 'count',
    sort_by_metric: true,
    number_format: 'SMART_NUMBER',
  }),
  dist_bar: perUser('10,000 bars, one per user', {
    metrics: ['count'],
    groupby: [USER],
    columns: [],
    order_bars: false,
    bar_stacked: false,
    show_legend: true,
    y_axis_format: 'SMART_NUMBER',
  }),
  radar: perUser('10,000 polygons × 3 metrics', {
    groupby: [USER],
    metrics: ['count', 'avg__latency_ms', 'sum__revenue'],
    is_circle: false,
    show_legend: true,
  }),
  world_map: {
    dataset: 'country_indicators',
    note: 'all countries in the example data, with bubbles',
    formData: {
      ...common,
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: 'max__population',
      secondary_metric: 'avg__gdp_per_capita',
      show_bubbles: true,
      max_bubble_size: 25,
      linear_color_scheme: 'superset_seq_1',
      row_limit: 10000,
    },
  },
  deck_scatter: {
    dataset: 'geo_points',
    note: '10,000 points (lat/lon columns)',
    formData: {
      ...common,
      spatial: { type: 'latlong', latCol: 'lat', lonCol: 'lon' },
      point_radius_fixed: { type: 'fix', value: 2000 },
      point_unit: 'square_m',
      min_radius: 1,
      max_radius: 250,
      multiplier: 10,
      dimension: 'category',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      viewport: { longitude: 10, latitude: 25, zoom: 1.2, bearing: 0, pitch: 0 },
      row_limit: 10000,
    },
  },
  heatmap_v2: {
    dataset: 'orders',
    note: '1,461 days × 7 product lines ≈ 10,227 cells',
    formData: {
      ...common,
      x_axis: 'order_date',
      time_grain_sqla: 'P1D',
      groupby: 'product_line',
      metric: 'sum__sales',
      row_limit: 12000,
      normalize_across: 'heatmap',
      linear_color_scheme: 'superset_seq_1',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_asc',
      show_legend: true,
      show_values: false,
    },
  },
  histogram_v2: {
    dataset: 'web_events',
    note: '10,000 latencies into 50 bins × 3 devices',
    formData: {
      ...common,
      column: 'latency_ms',
      groupby: ['device'],
      bins: 50,
      row_limit: 10000,
      show_legend: true,
    },
  },
  box_plot: {
    dataset: 'web_events',
    note: '10,000 user × device values into 3 boxes + outliers',
    formData: {
      ...common,
      columns: [USER],
      groupby: ['device'],
      metrics: ['count'],
      whiskerOptions: 'Tukey',
      row_limit: 10000,
    },
  },
  treemap_v2: perUser('10,000 leaves: device → user', {
    groupby: ['device', USER],
    metric: 'count',
    show_labels: true,
    show_upper_labels: true,
  }),
  sunburst_v2: perUser('10,000 leaf arcs: device → user', {
    columns: ['device', USER],
    metric: 'count',
    show_labels: true,
  }),
  filter_box: {
    dataset: 'web_events',
    note: '3 fields: 1,000 users (the per-field cap), devices, countries; time range picker',
    formData: {
      ...common,
      date_filter: true,
      instant_filtering: false,
      filter_configs: [
        { column: USER, label: 'User', multiple: true, asc: false },
        { column: 'device', label: 'Device', multiple: true },
        { column: 'country', label: 'Country', multiple: false },
      ],
    },
  },
  word_cloud: perUser('10,000 words, one per user', {
    series: USER,
    metric: 'count',
    sort_by_metric: true,
    size_from: 10,
    size_to: 70,
    rotation: 'square',
  }),
  bubble_v2: {
    dataset: 'web_events',
    note: '10,000 bubbles: users × device series',
    formData: {
      ...common,
      entity: USER,
      series: 'device',
      x: 'count',
      y: 'avg__latency_ms',
      size: 'sum__revenue',
      orderby: 'count',
      order_desc: true,
      row_limit: 10000,
      max_bubble_size: 25,
      show_legend: true,
      color_scheme: 'supersetColors',
    },
  },
};
