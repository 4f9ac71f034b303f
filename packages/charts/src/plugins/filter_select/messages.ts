/** Texts of the value filter. */
export const selectFilterMessages = {
  name: 'Value',
  description: 'Choose one or more values of a column.',
  selectPlaceholder: 'Select value',
  inverseSelection: 'Inverse selection',
  optionsFailed: 'The filter options could not be loaded',
};
