/** Texts of the chart-data client's failures. */
export const chartDataMessages = {
  unexpectedStatus: (status: number) =>
    `Received unexpected response status (${status}) while fetching chart data`,
  queryTimeout: (seconds: number) =>
    `Query timeout: the chart's query did not answer within ${seconds} seconds.`,
} as const;
