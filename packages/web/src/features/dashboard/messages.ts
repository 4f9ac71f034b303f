/** Texts of the dashboard page and its chart holders (spec texts word for word where they exist). */
export const dashboardMessages = {
  notFoundTitle: 'Dashboard not found',
  notFoundText: 'The dashboard does not exist, or its link has changed.',
  permalinkNotFoundText: 'This dashboard link does not exist or has expired.',
  forbiddenTitle: 'Access denied',
  forbiddenText: 'You do not have permission to view this dashboard.',
  loadFailedTitle: 'The dashboard could not be loaded',
  saveFailed: (message: string) => `The dashboard could not be saved: ${message}`,
  publishFailed: (message: string) => `The published status could not be changed: ${message}`,
  // Spec 1 §7 / §8.
  unexpectedStatus: (status: number) =>
    `Received unexpected response status (${status}) while fetching chart data`,
  queryTimeout: (seconds: number) =>
    `Query timeout: the chart's query did not answer within ${seconds} seconds.`,
  // Chart holder menu.
  chartMenu: 'More options',
  forceRefresh: 'Force refresh',
  enterFullscreen: 'Enter fullscreen',
  exitFullscreen: 'Exit fullscreen',
  toggleDescription: 'Toggle chart description',
  viewQuery: 'View query',
  viewAsTable: 'View as table',
  download: 'Download',
  downloadCsv: 'Export to .CSV',
  downloadXlsx: 'Export to Excel',
  downloadImage: 'Download as image',
  downloadFailed: (message: string) => `The download failed: ${message}`,
  share: 'Share',
  copyPermalink: 'Copy permalink to clipboard',
  // Spec 3 §8.
  linkCopied: 'Link Copied!',
  copyUnsupported: 'Sorry, your browser does not support copying.',
  permalinkFailed: (message: string) => `The permalink could not be created: ${message}`,
  editChart: 'Edit chart',
  fetchedAgo: (humanized: string) => `Fetched ${humanized}`,
  cached: 'Cached',
  queryTitle: 'Query',
  copyQuery: 'Copy query',
  copied: 'Copied to clipboard!',
  tableTitle: (name: string) => `Data for ${name}`,
  // Spec 1 §8: the fallback when fetching samples or results fails.
  dataError: 'Sorry, an error occurred',
  noData: 'No data',
  close: 'Close',
  chartNotFound: 'This chart is not available: it may have been deleted, or you may not have access to it.',
} as const;
