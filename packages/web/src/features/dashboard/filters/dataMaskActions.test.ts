import { describe, expect, it } from 'vitest';
import {
  chartAction,
  clearDataMasks,
  hydrateDashboard,
  setDataMask,
  updateDataMask,
} from '../state/dashboardSlice';
import { buildHydratedDashboard } from '../state/hydrateDashboard';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { createDashboardSliceStore } from '../testing/dashboardSliceStore';

const ON = { nativeFilters: true, crossFilters: true };
const OFF = { nativeFilters: false, crossFilters: false };
const FR = {
  extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] },
  filterState: { value: ['FR'] },
};

/** A hydrated dashboard of charts 1–3 whose first queries have started (no chart waits to query). */
function dashboardStore() {
  const store = createDashboardSliceStore();
  const dashboard = testDashboard({
    json_metadata: JSON.stringify({
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } },
      },
    }),
  });
  store.dispatch(
    hydrateDashboard(
      buildHydratedDashboard({
        dashboard,
        charts: [1, 2, 3].map((id) => testSlice(id)),
        user: null,
        search: '',
      }),
    ),
  );
  for (const id of [1, 2, 3])
    store.dispatch(chartAction({ id, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 1 } }));
  return store;
}

const waiting = (store: ReturnType<typeof dashboardStore>) =>
  [1, 2, 3].filter((id) => store.getState().dashboard.charts[id]!.triggerQuery);

describe('data mask actions on the dashboard slice', () => {
  it('an update merges into the mask and asks only the charts whose filters changed to query again', () => {
    const store = dashboardStore();
    store.dispatch(updateDataMask({ id: '1', mask: FR, flags: ON }));
    const { dataMask, chartExtraFormData } = store.getState().dashboard;
    expect(dataMask['1']).toMatchObject({ id: '1', ...FR, ownState: {} });
    expect(chartExtraFormData).toEqual({ 2: FR.extraFormData });
    expect(waiting(store)).toEqual([2]);

    // The same selection again changes no chart's query.
    store.dispatch(chartAction({ id: 2, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 2 } }));
    const before = store.getState().dashboard.chartExtraFormData[2];
    store.dispatch(updateDataMask({ id: '1', mask: { ...FR }, flags: ON }));
    expect(waiting(store)).toEqual([]);
    expect(store.getState().dashboard.chartExtraFormData[2]).toBe(before);
  });

  it('with both feature flags off, an update empties the held mask before merging', () => {
    const store = dashboardStore();
    store.dispatch(updateDataMask({ id: '1', mask: { ...FR, ownState: { page: 2 } }, flags: ON }));
    store.dispatch(updateDataMask({ id: '1', mask: { filterState: { value: ['DE'] } }, flags: OFF }));
    expect(store.getState().dashboard.dataMask['1']).toEqual({ id: '1', filterState: { value: ['DE'] } });
    expect(store.getState().dashboard.chartExtraFormData).toEqual({});
  });

  it('clear resets every mask and re-queries the charts that were filtered', () => {
    const store = dashboardStore();
    store.dispatch(updateDataMask({ id: '1', mask: FR, flags: ON }));
    store.dispatch(chartAction({ id: 2, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 2 } }));
    store.dispatch(clearDataMasks());
    expect(store.getState().dashboard.dataMask).toEqual({});
    expect(store.getState().dashboard.chartExtraFormData).toEqual({});
    expect(waiting(store)).toEqual([2]);
  });

  it('setting all masks at once applies them too', () => {
    const store = dashboardStore();
    store.dispatch(setDataMask({ '2': { id: '2', ...FR } }));
    expect(Object.keys(store.getState().dashboard.chartExtraFormData)).toEqual(['1', '3']);
    expect(waiting(store)).toEqual([1, 3]);
  });
});
