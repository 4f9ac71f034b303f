import type { ExampleMetric } from './contentWriter.js';

/**
 * The example datasets as data: what the generated columns mean and which saved metrics each offers.
 * Column types come from DuckDB at load time; only the meaning is written down here.
 */
export interface ExampleDatasetDefinition {
  table: string;
  description: string;
  main_dttm_col?: string;
  verboseNames: Record<string, string>;
  /** Numeric measures: aggregated, not grouped by. Every other column is a dimension. */
  measures: string[];
  /** Calculated columns (SQL over the table), e.g. a DATE made from an integer year. */
  calculated?: { column_name: string; expression: string; verbose_name: string }[];
  metrics: ExampleMetric[];
}

const count: ExampleMetric = {
  metric_name: 'count',
  expression: 'COUNT(*)',
  verbose_name: 'COUNT(*)',
  d3format: ',d',
};
const sum = (column: string, d3format = ',.0f'): ExampleMetric => ({
  metric_name: `sum__${column}`,
  expression: `SUM(${column})`,
  verbose_name: `SUM(${column})`,
  d3format,
});
const avg = (column: string, d3format = ',.2f'): ExampleMetric => ({
  metric_name: `avg__${column}`,
  expression: `AVG(${column})`,
  verbose_name: `AVG(${column})`,
  d3format,
});
const countDistinct = (column: string): ExampleMetric => ({
  metric_name: `count_distinct__${column}`,
  expression: `COUNT(DISTINCT ${column})`,
  verbose_name: `COUNT(DISTINCT ${column})`,
  d3format: ',d',
});

export const EXAMPLE_DATASETS: readonly ExampleDatasetDefinition[] = [
  {
    table: 'birth_names',
    description: 'Births in the United States by first name, gender and state, one row per year (1986-2025).',
    main_dttm_col: 'ds',
    verboseNames: { ds: 'Year', gender: 'Gender', name: 'Name', state: 'State', num: 'Births' },
    measures: ['num', 'num_boys', 'num_girls'],
    metrics: [count, sum('num'), sum('num_boys'), sum('num_girls')],
  },
  {
    table: 'orders',
    description: 'Sales orders of scale-model vehicles, 2022-2025, by product line, customer and country.',
    main_dttm_col: 'order_date',
    verboseNames: {
      order_id: 'Order ID',
      order_date: 'Order date',
      status: 'Status',
      product_line: 'Product line',
      deal_size: 'Deal size',
      region: 'Region',
      country: 'Country',
      customer: 'Customer',
      quantity: 'Quantity',
      unit_price: 'Unit price',
      sales: 'Sales',
    },
    measures: ['order_id', 'quantity', 'unit_price', 'sales'],
    metrics: [
      count,
      sum('sales', '$,.2f'),
      sum('quantity'),
      avg('sales', '$,.2f'),
      avg('unit_price', '$,.2f'),
      countDistinct('customer'),
    ],
  },
  {
    table: 'web_events',
    description:
      'Website events in 2025: page views, clicks, sign-ups and purchases with latency and revenue.',
    main_dttm_col: 'event_time',
    verboseNames: {
      event_time: 'Event time',
      event_type: 'Event type',
      device: 'Device',
      browser: 'Browser',
      country: 'Country',
      latency_ms: 'Latency (ms)',
      revenue: 'Revenue',
      user_id: 'User ID',
    },
    measures: ['latency_ms', 'revenue', 'user_id'],
    calculated: [
      { column_name: 'hour_of_day', expression: 'hour(event_time)', verbose_name: 'Hour of day' },
      {
        column_name: 'day_of_week',
        expression: "strftime(event_time, '%w %a')",
        verbose_name: 'Day of week',
      },
    ],
    metrics: [
      count,
      sum('revenue', '$,.2f'),
      avg('latency_ms', ',.0f'),
      {
        metric_name: 'p95__latency_ms',
        expression: 'quantile_cont(latency_ms, 0.95)',
        verbose_name: '95th percentile latency',
        d3format: ',.0f',
      },
      countDistinct('user_id'),
    ],
  },
  {
    table: 'country_indicators',
    description: 'Population, life expectancy and GDP per capita by country and year, 1966-2025.',
    main_dttm_col: 'year_date',
    verboseNames: {
      country_name: 'Country',
      country_code: 'Country code',
      region: 'Region',
      year: 'Year',
      population: 'Population',
      life_expectancy: 'Life expectancy',
      gdp_per_capita: 'GDP per capita',
    },
    measures: ['population', 'life_expectancy', 'gdp_per_capita'],
    calculated: [
      { column_name: 'year_date', expression: 'make_date(year, 1, 1)', verbose_name: 'Year (date)' },
    ],
    metrics: [
      count,
      sum('population', ',d'),
      avg('life_expectancy', '.1f'),
      avg('gdp_per_capita', '$,.0f'),
      {
        metric_name: 'max__population',
        expression: 'MAX(population)',
        verbose_name: 'MAX(population)',
        d3format: ',d',
      },
    ],
  },
  {
    table: 'geo_points',
    description: 'Points of interest clustered around 25 world cities, with geohash and "lat,lon" text.',
    verboseNames: {
      lat: 'Latitude',
      lon: 'Longitude',
      geohash: 'Geohash',
      latlon: 'Lat,Lon',
      category: 'Category',
      city: 'City',
      value: 'Value',
    },
    measures: ['lat', 'lon', 'value'],
    metrics: [count, sum('value', ',.2f'), avg('value', ',.2f')],
  },
];
