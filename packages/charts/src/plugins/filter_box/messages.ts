/** The filter box's user-visible texts, in one place for translation. */
export const FILTER_BOX_MESSAGES = {
  timeRange: 'Select start and end date',
  timeGrain: 'Time grain',
  timeColumn: 'Time column',
  placeholder: (label: string) => `Type or Select [${label}]`,
  noResults: 'No results found',
  apply: 'Apply',
  // Control panel (Superset's wording).
  filtersConfiguration: 'Filters configuration',
  filtersConfigurationHelp:
    "Filter configuration for the filter box: each filter loads at most 1000 choices unless 'Search all filter options' is on.",
  dateFilter: 'Date filter',
  dateFilterHelp: 'Whether to include a time filter',
  instantFiltering: 'Instant filtering',
  instantFilteringHelp:
    'Check to apply filters instantly as they change instead of displaying [Apply] button',
  showTimeGrain: 'Show SQL time grain dropdown',
  showTimeGrainHelp: 'Check to include time grain dropdown',
  showTimeColumn: 'Show SQL time column',
  showTimeColumnHelp: 'Check to include time column dropdown',
} as const;
