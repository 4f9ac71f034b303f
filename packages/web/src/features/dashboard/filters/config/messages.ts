import { filterControlMessages } from '@sightline/charts';

/**
 * Texts of the native filter configuration modal ("Add and edit filters"), with those of the filter
 * types' control panels it draws.
 */
export const filterConfigMessages = {
  ...filterControlMessages,
  openButton: 'Add/Edit filters',
  title: 'Add and edit filters',
  addFilter: 'Add filter',
  addDivider: 'Add divider',
  dragToReorder: 'Drag to reorder',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  undo: 'Undo?',
  restore: 'Restore filter',
  removedFilter: 'You have removed this filter.',
  untitled: '[untitled]',
  save: 'Save',
  cancel: 'Cancel',
  nothingSelected: 'Add a filter or a divider to edit it here.',
  // Filter form
  filterType: 'Filter type',
  filterName: 'Filter name',
  dataset: 'Dataset',
  column: 'Column',
  description: 'Description',
  hasDefaultValue: 'Filter has default value',
  defaultValue: 'Default value',
  cascade: 'Values are dependent on other filters',
  parentFilters: 'Parent filters',
  scoping: 'Scoping',
  selectDatasetFirst: 'Choose a dataset first',
  // Divider form
  dividerTitle: 'Title',
  // Validation
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  datasetRequired: 'Dataset is required',
  columnRequired: 'Column is required',
  defaultValueRequired: 'Please choose a valid value',
  // Save and cancel
  saveFailed: 'The filters could not be saved',
  confirmDiscardTitle: 'There are unsaved changes.',
  confirmDiscard: 'Are you sure you want to cancel? Your changes will be lost.',
  discard: 'Yes, cancel',
  keepEditing: 'Keep editing',
};
