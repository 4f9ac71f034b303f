/** The time-series table's user-visible texts (Superset's wording), in one place for translation. */
export const TIME_TABLE_MESSAGES = {
  metric: 'Metric',
  pickMetric: 'Pick at least one metric',
  singleMetricWithGroupBy: "When using 'Group By' you are limited to use a single metric",
  noTimeColumn:
    'Datetime column not provided as part table configuration and is required by this type of chart',
  timeLagTooLarge: (timeLag: number, length: number) =>
    `The time lag set at ${timeLag} is too large for the length of data at ${length}. No data available.`,
} as const;
