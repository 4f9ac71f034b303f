import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { filterBoxSettingsOf, typedFilterBoxColumns } from '@sightline/core';
import { datasetColumns, selectLoadedDataset } from '../filters/datasetColumns';
import { dashboardFilterAction, type WithDashboard } from '../state/dashboardSlice';

/** Column name → database type, from a dataset the dashboard loaded; null while it is not loaded. */
function columnTypesOf(dataset: unknown): Record<string, string | null> | null {
  const columns = datasetColumns(dataset);
  return columns ? Object.fromEntries(columns.map((column) => [column.column_name, column.type])) : null;
}

/**
 * Once the datasets are loaded: each filter box's single-select values (its defaults, default_filters,
 * preselect_filters, read before the column types were known) get their column's type, as the box's
 * chart gives its defaults, so the dashboard filters by 42 where the box shows 42 (core
 * typedFilterBoxColumns). A box whose values already have their types is left alone.
 */
export function typeFilterBoxValues(): ThunkAction<void, WithDashboard, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    for (const filter of Object.values(state.dashboard.dashboardFilters)) {
      const slice = state.dashboard.slices[filter.chartId];
      const columnTypes = slice && columnTypesOf(selectLoadedDataset(state, slice.datasource_id));
      if (!slice || !columnTypes) continue;
      const settings = filterBoxSettingsOf(slice.form_data);
      const newSelectedValues = typedFilterBoxColumns(settings, filter.columns, columnTypes);
      if (Object.keys(newSelectedValues).length === 0) continue;
      dispatch(
        dashboardFilterAction({
          type: 'changeFilter',
          chartId: filter.chartId,
          newSelectedValues,
          merge: false,
        }),
      );
    }
  };
}
