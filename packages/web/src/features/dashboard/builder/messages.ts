/**
 * Texts of the dashboard builder panel; the words are part of the contract. The layout elements are named by
 * the layout's componentNames.
 */
export const builderMessages = {
  layoutElements: 'Layout elements',
  charts: 'Charts',
  dragHint: 'Drag an element onto the dashboard',
  showOnlyMine: 'Show only my charts',
  searchPlaceholder: 'Filter your charts',
  sortBy: 'Sort by',
  sortRecent: 'Recently modified',
  sortName: 'Chart name',
  sortVizType: 'Visualization type',
  sortDataset: 'Dataset',
  added: 'Added',
  addedTitle: 'This chart is already on the dashboard',
  noCharts: 'No charts match',
  noOwnCharts: 'You own no charts yet. Clear "Show only my charts" to add charts others made.',
  modified: (humanized: string) => `Modified ${humanized}`,
  fetchFailed: 'Could not fetch all saved charts',
  fetchFailedToast: (error: string) => `Sorry there was an error fetching saved charts: ${error}`,
  retry: 'Retry',
} as const;
