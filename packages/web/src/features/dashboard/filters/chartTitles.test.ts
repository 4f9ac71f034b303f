import { configureStore } from '@reduxjs/toolkit';
import { updateComponentMeta } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { dashboardSlice, hydrateDashboard, updateLayout } from '../state/dashboardSlice';
import { buildHydratedDashboard } from '../state/hydrateDashboard';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { selectChartTitleOf } from './chartTitles';

function dashboardStore() {
  const store = configureStore({ reducer: { dashboard: dashboardSlice.reducer } });
  store.dispatch(
    hydrateDashboard(
      buildHydratedDashboard({
        dashboard: testDashboard(),
        charts: [testSlice(1), testSlice(2, { slice_name: 'Sales by country' })],
        user: null,
        search: '',
      }),
    ),
  );
  return store;
}

/** Renames chart 1 on this dashboard (its CHART node's sliceNameOverride). */
function renameChartOne(store: ReturnType<typeof dashboardStore>, name: string) {
  const layout = store.getState().dashboard.layout.present;
  store.dispatch(updateLayout(updateComponentMeta(layout, 'CHART-one', { sliceNameOverride: name })));
}

describe('selectChartTitleOf', () => {
  it('names a chart by its layout override, else its name, else its id', () => {
    const store = dashboardStore();
    renameChartOne(store, 'Revenue');
    const titleOf = selectChartTitleOf(store.getState());
    expect(titleOf(1)).toBe('Revenue');
    expect(titleOf(2)).toBe('Sales by country');
    expect(titleOf(9)).toBe('9');
  });

  it('is one lookup for every caller until the layout or the charts change', () => {
    const store = dashboardStore();
    const first = selectChartTitleOf(store.getState());
    expect(selectChartTitleOf(store.getState())).toBe(first);
    renameChartOne(store, 'Revenue');
    expect(selectChartTitleOf(store.getState())).not.toBe(first);
  });
});
