// @vitest-environment jsdom
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChartDataClient, type ChartDataClient } from '../../charts/data/chartDataClient';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { stubRecordingChartData } from '../../../appTesting/dashboard/chartDataRecorder';
import { createDashboardStore } from '../../../appTesting/dashboard/renderDashboard';
import type { DashboardStartListening } from '../state/dashboardStartListening';
import { chartAction, dashboardSlice, triggerChartQueries } from '../state/dashboardSlice';
import { loadDashboard } from '../state/dashboardThunks';
import type { DashboardSliceState } from '../state/dashboardTypes';
import { prefetchFirstScreenCharts, startPrefetchingAskedCharts } from './chartPrefetch';

/**
 * Dashboard 5 places chart 1 (400 px tall) in its first row; hydration appends charts 2 and 3 in a row
 * under it. With a 150 px viewport, the first screens (300 px) reach chart 1 only.
 */
function setup() {
  vi.stubGlobal('innerHeight', 150);
  const { sent } = stubRecordingChartData({
    'GET /api/v1/dashboard/5': () => ({ body: { result: testDashboard() } }),
    'GET /api/v1/dashboard/5/charts': () => ({
      body: { result: [testSlice(1), testSlice(2), testSlice(3)] },
    }),
    'GET /api/v1/dashboard/5/datasets': () => ({ body: { result: [] } }),
  });
  return { sent, store: createDashboardStore({ user: testUser() }) };
}

/** A store holding `dashboard` whose asked charts near the screen are prefetched by `client`. */
function prefetchingStore(dashboard: DashboardSliceState, client: ChartDataClient) {
  const listeners = createListenerMiddleware({ extra: { chartData: client } });
  const store = configureStore({
    reducer: { dashboard: dashboardSlice.reducer },
    preloadedState: { dashboard },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  });
  const stop = startPrefetchingAskedCharts(listeners.startListening as DashboardStartListening, client);
  return { store, stop };
}

afterEach(() => vi.unstubAllGlobals());

describe("a dashboard's first screens", () => {
  it('have their charts queried as the dashboard hydrates, before anything is drawn', async () => {
    const { sent, store } = setup();
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '' }));
    await vi.waitFor(() => expect(sent.map((query) => query.sliceId)).toEqual([1]));
    const loader = createChartDataClient({ send: () => Promise.resolve([]) });
    prefetchFirstScreenCharts(store.getState().dashboard, 150, loader);
    expect([1, 2, 3].map((id) => loader.prefetched(id))).toEqual([true, false, false]);
    // A taller screen reaches the appended row.
    prefetchFirstScreenCharts(store.getState().dashboard, 400, loader);
    expect([1, 2, 3].map((id) => loader.prefetched(id))).toEqual([true, true, true]);
  });

  it('are left to the charts when the page opens at an anchor', async () => {
    const { store } = setup();
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '', hash: '#CHART-one' }));
    const loader = createChartDataClient({ send: () => Promise.resolve([]) });
    prefetchFirstScreenCharts(store.getState().dashboard, 10_000, loader);
    expect(loader.prefetched(1)).toBe(false);
  });

  it('have the charts near the screen that are asked again queried as the store changes', async () => {
    const { store } = setup();
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '' }));
    // Every chart has had its answer: none is asked to query.
    for (const id of [1, 2, 3])
      store.dispatch(chartAction({ id, action: { type: 'chartUpdateStarted', queryFormData: {}, at: 1 } }));
    const loader = createChartDataClient({ send: () => Promise.resolve([]) });
    for (const id of [1, 2]) loader.nearCharts.add(id);
    const prefetching = prefetchingStore(store.getState().dashboard, loader);
    prefetching.store.dispatch(triggerChartQueries({ ids: [1, 3], force: false }));
    // Chart 3 is asked too, but is not near the screen; chart 2 is near, but not asked.
    expect([1, 2, 3].map((id) => loader.prefetched(id))).toEqual([true, false, false]);
    prefetching.stop();
    prefetching.store.dispatch(triggerChartQueries({ ids: [2], force: false }));
    expect(loader.prefetched(2)).toBe(false);
  });
});
