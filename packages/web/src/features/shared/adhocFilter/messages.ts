/** User-visible texts of the ad-hoc filter control and its popover. */
export const adhocFilterMessages = {
  dropHere: 'Drop columns/metrics here or click',
  inherited:
    "This filter was inherited from the dashboard's context. It won't be saved when saving the chart.",
  remove: 'Remove filter',
  simpleTab: 'Simple',
  sqlTab: 'Custom SQL',
  close: 'Close',
  save: 'Save',
  subjectLabel: 'Column',
  operatorLabel: 'Operator',
  comparatorLabel: 'Value',
  clauseLabel: 'Clause',
  subjectPlaceholder: 'Select column',
  operatorPlaceholder: 'Select operator',
  comparatorPlaceholder: 'Filter value (case sensitive)',
  noSuchColumn: 'No such column found. To filter on a metric, try the Custom SQL tab.',
  clauseHelp: 'WHERE filters by columns, HAVING by metrics',
  druidNoSql: 'Custom SQL ad-hoc filters are not available for the native Druid connector',
  advancedTypeFailed: 'Failed to retrieve advanced type',
  sqlPlaceholder: 'Enter a SQL expression',
  resize: 'Resize',
} as const;
