import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import {
  dashboardSlice,
  hydrateDashboard,
  setColorScheme,
  setRefreshFrequency,
  toggleExpandSlice,
} from './dashboardSlice';
import { buildHydratedDashboard } from './hydrateDashboard';
import { dashboardSaveBody, metadataForSave } from './saveBody';

function loaded() {
  const store = configureStore({ reducer: { dashboard: dashboardSlice.reducer } });
  store.dispatch(
    hydrateDashboard(
      buildHydratedDashboard({
        dashboard: testDashboard(),
        charts: [testSlice(1)],
        user: testUser(),
        search: '',
      }),
    ),
  );
  return store;
}

describe('dashboard save body', () => {
  it('merges the dashboard state into the metadata and leaves positions out', () => {
    const store = loaded();
    store.dispatch(setColorScheme('bnbColors'));
    store.dispatch(toggleExpandSlice(1));
    const metadata = metadataForSave(store.getState().dashboard);
    expect(metadata).toMatchObject({
      color_scheme: 'bnbColors',
      color_namespace: 'sales',
      label_colors: { boys: '#ff0000' },
      refresh_frequency: 300,
      expanded_slices: { 1: true, 2: true },
      timed_refresh_immune_slices: [3],
    });
    expect(metadata).not.toHaveProperty('positions');
  });

  it('saves the refresh frequency only when it was set to be saved', () => {
    const store = loaded();
    store.dispatch(setRefreshFrequency({ seconds: 10, persist: false }));
    expect(metadataForSave(store.getState().dashboard).refresh_frequency).toBe(300);
    store.dispatch(setRefreshFrequency({ seconds: 60, persist: true }));
    expect(metadataForSave(store.getState().dashboard).refresh_frequency).toBe(60);
  });

  it('sends owner ids, CSS and the layout with its version marker', () => {
    const body = dashboardSaveBody(loaded().getState().dashboard)!;
    expect(body).toMatchObject({
      dashboard_title: 'Sales',
      slug: 'sales',
      owners: [7],
      css: '.x { color: red; }',
    });
    const layout = JSON.parse(body.position_json) as Record<string, unknown>;
    expect(layout.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(layout).toHaveProperty('CHART-one');
  });
});
