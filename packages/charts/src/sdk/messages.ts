/** The user-visible texts of chart rendering; the words are part of the contract. */
export const CHART_MESSAGES = {
  noResults: 'No results were returned for this query',
  renderError: (message: string) => `An error occurred while rendering the visualization: ${message}`,
  unsupportedVizType: 'This visualization type is not supported.',
  networkError: 'Network error.',
  stopped: 'Updating chart was stopped',
} as const;
