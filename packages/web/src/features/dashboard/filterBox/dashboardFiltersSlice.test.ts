import { deleteComponent } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { createDashboardStore } from '../../../appTesting/dashboard/renderDashboard';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { dashboardFilterAction, selectLayout, undoLayout, updateLayout } from '../state/dashboardSlice';

const positionJson = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-10', 'CHART-1'], meta: {} },
  'CHART-10': { id: 'CHART-10', type: 'CHART', children: [], meta: { chartId: 10, width: 4, height: 50 } },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 4, height: 50 } },
});
const box = testSlice(10, {
  viz_type: 'filter_box',
  form_data: { datasource: '1__table', filter_configs: [{ column: 'name' }] },
});

function storeWithBox() {
  return createDashboardStore({
    dashboard: testDashboard({ json_metadata: '{}', position_json: positionJson }),
    charts: [box, testSlice(1)],
  });
}

describe('dashboard slice: filter boxes', () => {
  it('applies changeFilter to the charts in scope, and only for a chart of the dashboard', () => {
    const store = storeWithBox();
    store.dispatch(
      dashboardFilterAction({
        type: 'changeFilter',
        chartId: 10,
        newSelectedValues: { name: ['Amy'] },
        merge: false,
      }),
    );
    expect(store.getState().dashboard.chartExtraFormData[1]?.filters).toEqual([
      { col: 'name', op: 'IN', val: ['Amy'] },
    ]);
    expect(store.getState().dashboard.chartExtraFormData[10]).toBeUndefined();
    expect(store.getState().dashboard.charts[1]?.triggerQuery).toBe(true);
    const before = store.getState().dashboard.dashboardFilters;
    store.dispatch(
      dashboardFilterAction({
        type: 'addFilter',
        chartId: 99,
        componentId: 'x',
        directPathToFilter: [],
        filterName: '',
        formData: {},
      }),
    );
    expect(store.getState().dashboard.dashboardFilters).toBe(before);
  });

  it('stops filtering when the box leaves the layout, and starts again (default values) when it comes back', () => {
    const store = storeWithBox();
    store.dispatch(
      dashboardFilterAction({
        type: 'changeFilter',
        chartId: 10,
        newSelectedValues: { name: ['Amy'] },
        merge: false,
      }),
    );
    const layout = selectLayout(store.getState());
    store.dispatch(updateLayout(deleteComponent(layout, 'CHART-10')));
    expect(store.getState().dashboard.dashboardFilters).toEqual({});
    expect(store.getState().dashboard.chartExtraFormData[1]).toBeUndefined();
    store.dispatch(undoLayout());
    expect(store.getState().dashboard.dashboardFilters[10]?.columns).toEqual({ name: [] });
  });
});
