/** Texts the explore endpoints answer with (the contract's words where it names them, Superset's otherwise). */
export const EXPLORE_MESSAGES = {
  missingUrlParameters: 'The URL is missing the dataset_id or slice_id parameters.',
  missingDataset: 'The dataset linked to this chart may have been deleted.',
  formDataNotFoundForChart: 'Form data not found in cache, reverting to chart metadata.',
  formDataNotFoundForDataset: 'Form data not found in cache, reverting to dataset metadata.',
  invalidDatasource: 'Not a valid datasource: expected <id>__table',
  formDataDeleted: 'Deleted',
  managedExternally: "This dataset is managed externally, and can't be edited in Superset",
  saveForbidden: 'Changing this dataset is forbidden',
  missingDataField: 'Request missing data field.',
  dataNotJson: 'The data field is not valid JSON',
  jsonNotValid: 'JSON not valid',
} as const;
