import { createSelector } from '@reduxjs/toolkit';
import { selectLayout, type WithDashboard } from '../state/dashboardSlice';

/**
 * Each chart's title on this dashboard: its layout override, else its name, else its id. One lookup for
 * every caller (the cross-filter strip and each chart's filter indicator), rebuilt only when the layout
 * or the charts change rather than once per chart on every render.
 */
export const selectChartTitleOf = createSelector(
  [selectLayout, (state: WithDashboard) => state.dashboard.slices],
  (layout, slices): ((chartId: number) => string) => {
    const overrides = new Map<number, string>();
    for (const node of Object.values(layout)) {
      if (node.type === 'CHART' && typeof node.meta.chartId === 'number' && node.meta.sliceNameOverride)
        overrides.set(node.meta.chartId, node.meta.sliceNameOverride);
    }
    return (chartId) => overrides.get(chartId) ?? slices[chartId]?.slice_name ?? String(chartId);
  },
);
