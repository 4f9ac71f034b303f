import { describe, expect, it } from 'vitest';
import { dashboardSaveBody } from '../../state/saveBody';
import { dashboardFilterAction, discardChanges, setEditMode } from '../../state/dashboardSlice';
import { createDashboardStore } from '../../../../appTesting/dashboard/renderDashboard';
import { testOwnedDashboard, testSlice } from '../../testing/dashboardFixtures';
import { filterBoxPositionJson, filterBoxSlice } from '../filterBoxTestDashboard';

// Row a: the box (chart 10, field `name`) and chart 1; row b: charts 2 and 3.
const savedScopes = { '10': { name: { scope: ['ROOT_ID'], immune: [2] } } };

function editingStore() {
  const store = createDashboardStore({
    dashboard: testOwnedDashboard({
      position_json: filterBoxPositionJson,
      json_metadata: JSON.stringify({
        filter_scopes: savedScopes,
        default_filters: JSON.stringify({ 10: { name: ['Amy'] } }),
      }),
    }),
    charts: [filterBoxSlice, testSlice(1), testSlice(2), testSlice(3)],
  });
  store.dispatch(setEditMode(true));
  return store;
}
const dashboard = (store: ReturnType<typeof editingStore>) => store.getState().dashboard;
const setScopes = (scopes: Record<string, { scope: string[]; immune: number[] }>) =>
  dashboardFilterAction({ type: 'updateScopes', scopes });

describe('dashboard slice: filter mapping', () => {
  it('sets the scopes as an unsaved change the save writes as filter_scopes, and re-queries by them', () => {
    const store = editingStore();
    expect(dashboard(store).chartExtraFormData[2]?.filters).toBeUndefined();

    store.dispatch(setScopes({ '10_name': { scope: ['ROOT_ID'], immune: [1] } }));

    expect(dashboard(store).dashboardState.hasUnsavedChanges).toBe(true);
    expect(dashboard(store).chartExtraFormData[1]?.filters).toBeUndefined();
    expect(dashboard(store).chartExtraFormData[2]?.filters).toEqual([
      { col: 'name', op: 'IN', val: ['Amy'] },
    ]);
    expect(dashboard(store).charts[2]?.triggerQuery).toBe(true);
    const body = dashboardSaveBody(dashboard(store))!;
    expect(JSON.parse(body.json_metadata).filter_scopes).toEqual({
      '10': { name: { scope: ['ROOT_ID'], immune: [1] } },
    });
  });

  it('leaves a picked value, unlike a scope, not an unsaved change', () => {
    const store = editingStore();
    store.dispatch(
      dashboardFilterAction({
        type: 'changeFilter',
        chartId: 10,
        newSelectedValues: { name: ['Bob'] },
        merge: false,
      }),
    );
    expect(dashboard(store).chartExtraFormData[1]?.filters).toEqual([
      { col: 'name', op: 'IN', val: ['Bob'] },
    ]);
    expect(dashboard(store).dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('Discard goes back to the saved scopes', () => {
    const store = editingStore();
    store.dispatch(setScopes({ '10_name': { scope: ['ROOT_ID'], immune: [1] } }));

    store.dispatch(discardChanges());

    expect(dashboard(store).dashboardFilters[10]!.scopes).toEqual(savedScopes['10']);
    expect(dashboard(store).chartExtraFormData[1]?.filters).toEqual([
      { col: 'name', op: 'IN', val: ['Amy'] },
    ]);
    expect(dashboard(store).chartExtraFormData[2]?.filters).toBeUndefined();
  });
});
