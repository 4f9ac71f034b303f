/** Labels the filter-box rules give the time fields (kept together for translation). */
export const FILTER_BOX_MESSAGES = {
  timeRange: 'Time range',
  timeGrain: 'Time grain',
  timeColumn: 'Time column',
} as const;
