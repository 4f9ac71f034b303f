import { isDraft, original } from '@reduxjs/toolkit';
import { appliedDashboardFilters, syncedDashboardFilters } from '../filterBox/filterBoxMigrationStep';
import { chartExtraFormData } from '../filters/chartExtraFormData';
import type { DashboardSliceState } from './dashboardTypes';
import { plain, reduceCharts } from './plain';

/**
 * Recomputes each chart's merged extra_form_data after a mask, metadata or layout change and asks only
 * the charts whose value changed to query again (their previous drawing stays until the answer).
 */
export function applyDataMasks(state: DashboardSliceState) {
  // Filter boxes placed on or taken off the layout since start or stop filtering.
  state.dashboardFilters = syncedDashboardFilters(state);
  // The state before this action: its unchanged entries keep their objects (a draft's would not).
  const before = (isDraft(state) ? original(state) : state) ?? state;
  const { byChart, changed } = chartExtraFormData(
    state.dashboardState.sliceIds,
    {
      dataMask: plain(state.dataMask),
      metadata: plain(state.info?.metadata ?? {}),
      layout: plain(state.layout.present),
      dashboardFilters: plain(appliedDashboardFilters(state)),
    },
    before.chartExtraFormData,
  );
  if (changed.length === 0) return;
  state.chartExtraFormData = byChart;
  for (const id of changed) {
    if (!state.charts[id]) continue;
    reduceCharts(state, {
      type: 'chart',
      id,
      action: { type: 'triggerQuery', value: true },
    });
  }
}
