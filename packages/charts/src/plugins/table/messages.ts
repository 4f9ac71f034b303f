/** The table's user-visible texts (Superset's wording), in one place for translation. */
export const TABLE_MESSAGES = {
  search: 'Search',
  searchPlaceholder: (count: number) => `${count} records...`,
  searchColumn: 'Search column',
  show: 'Show',
  entries: 'entries',
  all: 'All',
  summary: 'Summary',
  summaryTooltip:
    'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
  noMatches: 'No matching records found',
  noRecords: 'No records found',
  pageInfo: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  sortHint: 'Click to sort; click again to reverse, a third time to clear',
  dragHint: 'Drag to move the column',
} as const;
