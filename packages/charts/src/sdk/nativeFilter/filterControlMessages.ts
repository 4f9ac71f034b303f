/** Texts of the filter types' controls and of their checks, as the filter configuration modal shows them. */
export const filterControlMessages = {
  preFilter: 'Pre-filter available values',
  timeRange: 'Time range',
  sortFilterValues: 'Sort filter values',
  sortAscending: 'Sort ascending',
  sortDescending: 'Sort descending',
  sortMetric: 'Sort metric',
  filterSettings: 'Filter settings',
  enableEmptyFilter: 'Filter value is required',
  defaultToFirstItem: 'Select first filter value by default',
  inverseSelection: 'Inverse selection',
  multiSelect: 'Can select multiple values',
  searchAllOptions: 'Dynamically search all filter values',
  rangeMinAboveMax: 'The minimum must not be greater than the maximum',
};
