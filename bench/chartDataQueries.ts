/**
 * The ten representative query contexts of the chart-data benchmark, over the example `web_events`
 * table (event_time, event_type, device, browser, country, latency_ms, revenue, user_id), shaped as
 * Superset's explore sends them.
 */

const xAxis = (timeGrain: string) => ({
  label: 'event_time',
  sqlExpression: 'event_time',
  columnType: 'BASE_AXIS',
  expressionType: 'SQL',
  timeGrain,
});

const pivotOn = (metrics: string[], columns: string[]) => ({
  operation: 'pivot',
  options: {
    index: ['event_time'],
    columns,
    aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: 'mean' }])),
    drop_missing_columns: false,
  },
});
const flatten = { operation: 'flatten' };

export interface BenchQuery {
  name: string;
  query: Record<string, unknown>;
}

export const chartDataQueries: BenchQuery[] = [
  { name: 'big number (count, all rows)', query: { metrics: ['count'], columns: [], row_limit: 1 } },
  {
    name: 'big number, one month',
    query: {
      metrics: ['sum__revenue'],
      columns: [],
      time_range: '2025-06-01 : 2025-07-01',
      granularity: 'event_time',
    },
  },
  {
    name: 'time series by day, 3 series',
    query: {
      metrics: ['count'],
      columns: [xAxis('P1D'), 'device'],
      orderby: [['count', false]],
      post_processing: [pivotOn(['count'], ['device']), flatten],
      row_limit: 10000,
    },
  },
  {
    name: 'time series by hour, one month',
    query: {
      metrics: ['avg__latency_ms'],
      columns: [xAxis('PT1H')],
      time_range: '2025-06-01 : 2025-07-01',
      granularity: 'event_time',
      post_processing: [pivotOn(['avg__latency_ms'], []), flatten],
    },
  },
  {
    name: 'top 5 countries by revenue, weekly',
    query: {
      metrics: ['sum__revenue'],
      columns: [xAxis('P1W'), 'country'],
      series_columns: ['country'],
      series_limit: 5,
      series_limit_metric: 'sum__revenue',
      orderby: [['sum__revenue', false]],
      post_processing: [pivotOn(['sum__revenue'], ['country']), flatten],
    },
  },
  {
    name: 'table of 10k rows',
    query: {
      columns: ['event_time', 'event_type', 'device', 'browser', 'country', 'revenue'],
      metrics: [],
      orderby: [['revenue', false]],
      row_limit: 10000,
    },
  },
  {
    name: 'aggregate table (country x browser)',
    query: {
      columns: ['country', 'browser'],
      metrics: ['count', 'sum__revenue', 'avg__latency_ms'],
      orderby: [['count', false]],
      row_limit: 1000,
    },
  },
  {
    name: 'pivot (event type x device by day)',
    query: {
      metrics: ['count', 'sum__revenue'],
      columns: [xAxis('P1D'), 'event_type', 'device'],
      post_processing: [pivotOn(['count', 'sum__revenue'], ['event_type', 'device']), flatten],
      row_limit: 50000,
    },
  },
  {
    name: 'rolling 7-day mean of daily revenue',
    query: {
      metrics: ['sum__revenue'],
      columns: [xAxis('P1D')],
      post_processing: [
        pivotOn(['sum__revenue'], []),
        {
          operation: 'rolling',
          options: {
            rolling_type: 'mean',
            window: 7,
            min_periods: 7,
            columns: { sum__revenue: 'sum__revenue' },
          },
        },
        flatten,
      ],
    },
  },
  {
    name: 'time compare (weekly count vs 4 weeks ago)',
    query: {
      metrics: ['count'],
      columns: [xAxis('P1W')],
      time_range: '2025-03-01 : 2025-12-01',
      granularity: 'event_time',
      time_offsets: ['4 weeks ago'],
      post_processing: [
        pivotOn(['count', 'count__4 weeks ago'], []),
        {
          operation: 'compare',
          options: {
            source_columns: ['count'],
            compare_columns: ['count__4 weeks ago'],
            compare_type: 'difference',
            drop_original_columns: false,
          },
        },
        flatten,
      ],
    },
  },
];
