import { datasourceUid, isRecord } from '@sightline/core';
import type { WithDashboard } from '../state/dashboardSlice';

/** A column of a dataset the dashboard loaded, as the filters read it. */
export interface LoadedColumn {
  column_name: string;
  is_dttm: boolean;
  /** The database type ('BIGINT', 'VARCHAR(10)'), null when the dataset does not say. */
  type: string | null;
}

/**
 * The columns of a dataset from `state.dashboard.datasets` (the API's answers, kept untyped): those with a
 * name; undefined while the dataset is not loaded.
 */
export function datasetColumns(dataset: unknown): LoadedColumn[] | undefined {
  if (!isRecord(dataset) || !Array.isArray(dataset.columns)) return undefined;
  return dataset.columns.flatMap((column) =>
    isRecord(column) && typeof column.column_name === 'string'
      ? [
          {
            column_name: column.column_name,
            is_dttm: column.is_dttm === true,
            type: typeof column.type === 'string' ? column.type : null,
          },
        ]
      : [],
  );
}

/** The dataset the dashboard loaded for `datasetId` (kept under its `{id}__table` uid); undefined if not. */
export function selectLoadedDataset(state: WithDashboard, datasetId: number | null | undefined): unknown {
  return datasetId ? state.dashboard.datasets[datasourceUid({ id: datasetId, type: 'table' })] : undefined;
}
