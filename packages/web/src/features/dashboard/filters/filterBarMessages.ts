/** Texts of the dashboard's native filter bar. */
export const filterBarMessages = {
  title: 'Filters',
  collapse: 'Collapse the filter bar',
  expand: 'Expand the filter bar',
  applyFilters: 'Apply filters',
  clearAll: 'Clear all',
  valueRequired: 'Value is required',
  requiredBlocksApply: (names: string) => `Set a value for the required filters before applying: ${names}`,
};
