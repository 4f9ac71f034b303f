import { configureStore } from '@reduxjs/toolkit';
import { DASHBOARD_HEADER_ID, UNDO_LIMIT, deleteComponent, type DashboardLayout } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import {
  addSliceEntities,
  chartAction,
  dashboardSaved,
  dashboardSlice,
  discardChanges,
  hydrateDashboard,
  redoLayout,
  selectCanRedo,
  selectCanUndo,
  selectLayout,
  setColorScheme,
  setDashboardTitle,
  setEditMode,
  setPublished,
  setRefreshFrequency,
  toggleExpandSlice,
  triggerChartQueries,
  undoLayout,
  updateCss,
  updateDashboardInfo,
  updateLayout,
} from './dashboardSlice';
import { buildHydratedDashboard } from './hydrateDashboard';

function loadedStore(user = testUser({ id: 7, username: 'owner' })) {
  const store = configureStore({ reducer: { dashboard: dashboardSlice.reducer } });
  store.dispatch(
    hydrateDashboard(
      buildHydratedDashboard({
        dashboard: testDashboard(),
        charts: [testSlice(1), testSlice(2)],
        user,
        search: '',
      }),
    ),
  );
  return store;
}

/** A layout edit that changes something: chart 2's node goes. */
function withoutChart2(layout: DashboardLayout): DashboardLayout {
  const id = Object.values(layout).find((node) => node.meta.chartId === 2)!.id;
  return deleteComponent(layout, id);
}

describe('dashboardSlice', () => {
  it('hydrates in one step: ready, with info, state, layout and charts', () => {
    const { dashboard } = loadedStore().getState();
    expect(dashboard.status).toBe('ready');
    expect(dashboard.info?.dashboard_title).toBe('Sales');
    expect(Object.keys(dashboard.charts)).toEqual(['1', '2']);
    expect(dashboard.layout.past).toEqual([]);
  });

  it('tells subscribers of a run of chart events once, after it, and of any other action at once', async () => {
    const store = loadedStore();
    let heard = 0;
    store.subscribe(() => (heard += 1));
    for (const id of [1, 2])
      store.dispatch(chartAction({ id, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 1 } }));
    expect(store.getState().dashboard.charts[2]!.chartStatus).toBe('loading');
    expect(heard).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(1);
    store.dispatch(toggleExpandSlice(1));
    expect(heard).toBe(2);
  });

  it('enters edit mode only with edit permission', () => {
    const owner = loadedStore();
    owner.dispatch(setEditMode(true));
    expect(owner.getState().dashboard.dashboardState.editMode).toBe(true);
    const other = loadedStore(testUser({ id: 99, username: 'other' }));
    other.dispatch(setEditMode(true));
    expect(other.getState().dashboard.dashboardState.editMode).toBe(false);
  });

  it('records layout edits for undo and redo, marking unsaved changes', () => {
    const store = loadedStore();
    const before = selectLayout(store.getState());
    store.dispatch(updateLayout(withoutChart2(before)));
    let state = store.getState();
    expect(state.dashboard.dashboardState.hasUnsavedChanges).toBe(true);
    expect(state.dashboard.dashboardState.sliceIds).toEqual([1]);
    expect(selectCanUndo(state)).toBe(true);
    store.dispatch(undoLayout());
    state = store.getState();
    expect(selectLayout(state)).toEqual(before);
    expect(state.dashboard.dashboardState.sliceIds).toEqual([1, 2]);
    expect(selectCanRedo(state)).toBe(true);
    store.dispatch(redoLayout());
    expect(selectLayout(store.getState())).not.toEqual(before);
  });

  it('sets maxUndoHistoryExceeded once the history passes its limit', () => {
    const store = loadedStore();
    const layout = selectLayout(store.getState());
    for (let step = 0; step < UNDO_LIMIT; step += 1) store.dispatch(updateLayout({ ...layout }));
    expect(store.getState().dashboard.dashboardState.maxUndoHistoryExceeded).toBe(false);
    store.dispatch(updateLayout({ ...layout }));
    expect(store.getState().dashboard.dashboardState.maxUndoHistoryExceeded).toBe(true);
    expect(store.getState().dashboard.layout.past).toHaveLength(UNDO_LIMIT);
  });

  it('discards every change back to the baseline and leaves edit mode', () => {
    const store = loadedStore();
    const before = store.getState().dashboard;
    store.dispatch(setEditMode(true));
    store.dispatch(updateLayout(withoutChart2(selectLayout(store.getState()))));
    store.dispatch(setDashboardTitle('Renamed'));
    store.dispatch(updateCss('body {}'));
    store.dispatch(setColorScheme('d3Category10'));
    store.dispatch(discardChanges());
    const after = store.getState().dashboard;
    expect(after.info).toEqual(before.info);
    expect(after.layout.present).toEqual(before.layout.present);
    expect(after.layout.past).toEqual([]);
    expect(after.dashboardState).toMatchObject({
      css: before.dashboardState.css,
      colorScheme: 'supersetColors',
      editMode: false,
      hasUnsavedChanges: false,
      sliceIds: [1, 2],
    });
  });

  it('renames the dashboard in its info and in the header node', () => {
    const store = loadedStore();
    store.dispatch(setDashboardTitle('Revenue'));
    const { dashboard } = store.getState();
    expect(dashboard.info?.dashboard_title).toBe('Revenue');
    expect(dashboard.layout.present[DASHBOARD_HEADER_ID]?.meta.text).toBe('Revenue');
    expect(dashboard.dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('re-reads edited JSON metadata into the color scheme and refresh frequency', () => {
    const store = loadedStore();
    store.dispatch(
      updateDashboardInfo({
        json_metadata: JSON.stringify({
          color_scheme: 'bnbColors',
          refresh_frequency: 60,
          label_colors: { a: '#000' },
        }),
      }),
    );
    const { dashboard } = store.getState();
    expect(dashboard.info?.metadata.label_colors).toEqual({ a: '#000' });
    expect(dashboard.dashboardState).toMatchObject({ colorScheme: 'bnbColors', refreshFrequency: 60 });
  });

  it('keeps json_metadata in step with the color scheme', () => {
    const store = loadedStore();
    store.dispatch(setColorScheme('bnbColors'));
    const info = store.getState().dashboard.info!;
    expect(JSON.parse(info.json_metadata)).toMatchObject({
      color_scheme: 'bnbColors',
      refresh_frequency: 300,
    });
  });

  it('sets a refresh frequency for the session without unsaved changes, or for saving', () => {
    const store = loadedStore();
    store.dispatch(setRefreshFrequency({ seconds: 10, persist: false }));
    expect(store.getState().dashboard.dashboardState).toMatchObject({
      refreshFrequency: 10,
      refreshFrequencySessionOnly: true,
      hasUnsavedChanges: false,
    });
    store.dispatch(setRefreshFrequency({ seconds: 60, persist: true }));
    expect(store.getState().dashboard.dashboardState).toMatchObject({
      refreshFrequencySessionOnly: false,
      hasUnsavedChanges: true,
    });
  });

  it('toggles a chart description open and closed', () => {
    const store = loadedStore();
    store.dispatch(toggleExpandSlice(1));
    expect(store.getState().dashboard.dashboardState.expandedSlices).toEqual({ 1: true, 2: true });
    store.dispatch(toggleExpandSlice(2));
    expect(store.getState().dashboard.dashboardState.expandedSlices).toEqual({ 1: true });
  });

  it('adds charts dropped from the builder with a chart state that will load', () => {
    const store = loadedStore();
    store.dispatch(addSliceEntities([testSlice(9)]));
    const { dashboard } = store.getState();
    expect(dashboard.slices[9]?.slice_name).toBe('Chart 9');
    expect(dashboard.charts[9]).toMatchObject({ chartStatus: 'loading', triggerQuery: true });
    expect(dashboard.dashboardState.sliceIds).toEqual([1, 2, 9]);
  });

  it('makes the saved state the new baseline and ends edit mode', () => {
    const store = loadedStore();
    store.dispatch(setEditMode(true));
    store.dispatch(updateCss('h1 {}'));
    store.dispatch(dashboardSaved({ lastModifiedTime: 1234 }));
    store.dispatch(discardChanges());
    const { dashboardState } = store.getState().dashboard;
    expect(dashboardState).toMatchObject({
      css: 'h1 {}',
      editMode: false,
      hasUnsavedChanges: false,
      lastModifiedTime: 1234,
    });
  });

  it('publishes without marking unsaved changes, and Discard keeps it', () => {
    const store = loadedStore();
    store.dispatch(setPublished(false));
    store.dispatch(discardChanges());
    expect(store.getState().dashboard.dashboardState.isPublished).toBe(false);
    expect(store.getState().dashboard.info?.published).toBe(false);
  });

  it('marks a forced refresh until the chart query starts', () => {
    const store = loadedStore();
    store.dispatch(chartAction({ id: 1, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 1 } }));
    store.dispatch(
      chartAction({ id: 1, action: { type: 'chartUpdateSucceeded', queriesResponse: [], at: 2 } }),
    );
    store.dispatch(triggerChartQueries({ ids: [1, 404], force: true }));
    let { dashboard } = store.getState();
    expect(dashboard.charts[1]).toMatchObject({
      triggerQuery: true,
      chartStatus: 'loading',
      queriesResponse: [],
    });
    expect(dashboard.forceQuery).toEqual({ 1: true });
    store.dispatch(chartAction({ id: 1, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 3 } }));
    ({ dashboard } = store.getState());
    expect(dashboard.forceQuery).toEqual({});
    expect(dashboard.charts[1]?.triggerQuery).toBe(false);
  });
});
