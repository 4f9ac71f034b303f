/** Texts of the scope tree and the cross-filter scoping modal. */
export const scopeMessages = {
  allPanels: 'All panels',
  scopingTitle: 'Cross-filtering scoping',
  menuItem: 'Cross-filtering scoping',
  enabled: 'Enable cross-filtering',
  globalScope: 'All charts',
  globalScopeHelp: 'Where a chart’s cross-filter applies unless the chart has its own scope.',
  chartScopes: 'Charts with their own scope',
  addChartScope: 'Add a chart with its own scope',
  removeChartScope: (chart: string) => `Use the global scope for ${chart}`,
  chartScopeOf: (chart: string) => `Where the cross-filter of ${chart} applies`,
  save: 'Save',
  saveFailed: 'The cross-filtering scoping could not be saved',
  cancel: 'Cancel',
};
