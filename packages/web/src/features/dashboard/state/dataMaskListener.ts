import { isAnyOf } from '@reduxjs/toolkit';
import { appliedDashboardFilters, syncedDashboardFilters } from '../filterBox/filterBoxMigrationStep';
import { chartExtraFormData } from '../filters/chartExtraFormData';
import {
  clearDataMasks,
  dashboardFilterAction,
  dataMasksApplied,
  discardChanges,
  filterBoxMigrationStep,
  metadataSaved,
  redoLayout,
  setDataMask,
  undoLayout,
  updateDashboardInfo,
  updateDataMask,
  updateLayout,
} from './dashboardSlice';
import type { DashboardStartListening } from './dashboardStartListening';

/** The actions after which the charts' filters may differ: masks, filter settings, metadata and layout. */
const changesChartFilters = isAnyOf(
  updateLayout,
  undoLayout,
  redoLayout,
  discardChanges,
  metadataSaved,
  setDataMask,
  updateDataMask,
  clearDataMasks,
  dashboardFilterAction,
  filterBoxMigrationStep,
);

/**
 * After a mask, metadata or layout change: the filter boxes placed on or taken off the layout, and each
 * chart's merged extra_form_data recomputed from the store's state; only the charts whose value changed
 * are asked to query again (their previous drawing stays until the answer). Returns the unsubscribe.
 */
export function startApplyingDataMasks(startListening: DashboardStartListening): () => void {
  return startListening({
    predicate: (action) =>
      changesChartFilters(action) ||
      (updateDashboardInfo.match(action) && action.payload.json_metadata !== undefined),
    effect: (_action, { getState, dispatch }) => {
      const { dashboard } = getState();
      const dashboardFilters = syncedDashboardFilters(dashboard);
      const { byChart, changed } = chartExtraFormData(
        dashboard.dashboardState.sliceIds,
        {
          dataMask: dashboard.dataMask,
          metadata: dashboard.info?.metadata ?? {},
          layout: dashboard.layout.present,
          dashboardFilters: appliedDashboardFilters({ ...dashboard, dashboardFilters }),
        },
        dashboard.chartExtraFormData,
      );
      if (dashboardFilters === dashboard.dashboardFilters && changed.length === 0) return;
      dispatch(dataMasksApplied({ dashboardFilters, chartExtraFormData: byChart, changed }));
    },
  });
}
