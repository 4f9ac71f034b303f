/** Texts of the dashboard's filter strip (cross-filter chips). */
export const filterMessages = {
  crossFilters: 'Cross-filters',
  clear: 'Clear',
  clearAll: 'Clear all',
  clearChip: (chart: string) => `Clear the cross-filter of ${chart}`,
};
