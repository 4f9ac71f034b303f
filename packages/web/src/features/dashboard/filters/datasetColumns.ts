import { isRecord } from '@sightline/core';

/** A column of a dataset the dashboard loaded, as the filters read it. */
export interface LoadedColumn {
  column_name: string;
  is_dttm: boolean;
}

/**
 * The columns of a dataset from `state.dashboard.datasets` (the API's answers, kept untyped): those with a
 * name; undefined while the dataset is not loaded.
 */
export function datasetColumns(dataset: unknown): LoadedColumn[] | undefined {
  if (!isRecord(dataset) || !Array.isArray(dataset.columns)) return undefined;
  return dataset.columns.flatMap((column) =>
    isRecord(column) && typeof column.column_name === 'string'
      ? [{ column_name: column.column_name, is_dttm: column.is_dttm === true }]
      : [],
  );
}
