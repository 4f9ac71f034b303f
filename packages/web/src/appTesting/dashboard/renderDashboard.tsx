/**
 * Component tests of the dashboard: a fake API behind `fetch`, a store holding a hydrated dashboard, and a
 * render inside antd's App and a memory data router. Tests only.
 */
import { render } from '@testing-library/react';
import type { BootstrapUser } from '@sightline/core';
import { App } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { createStore } from '../../app/store';
import type { AppStore } from '../../platform/appState';
import { createChartDataClient } from '../../features/charts/data/chartDataClient';
import { createFakeServer, type Handler } from '../../testing/fakeServer';
import { hydrateDashboard, setEditMode } from '../../features/dashboard/state/dashboardSlice';
import type { DashboardApiResult, DashboardSliceEntity } from '../../features/dashboard/state/dashboardTypes';
import { buildHydratedDashboard } from '../../features/dashboard/state/hydrateDashboard';
import { testOwner } from '../../features/dashboard/testing/dashboardFixtures';

/**
 * Answers `fetch` with `handlers` (plus the CSRF token call) until `vi.unstubAllGlobals()`. Besides the
 * calls, it keeps the JSON bodies sent, by "METHOD path", for the tests whose payload matters.
 */
export function stubDashboardApi(handlers: Record<string, Handler> = {}) {
  const server = createFakeServer({
    'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'token' } }),
    ...handlers,
  });
  const bodies = new Map<string, unknown>();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (typeof init?.body === 'string')
      bodies.set(`${init.method} ${new URL(input, 'http://localhost').pathname}`, JSON.parse(init.body));
    return server.fetchFn(input, init);
  });
  return { ...server, bodies };
}

/**
 * The fake API real chart holders load from: every chart query answers one row (count 42), logs are
 * taken; `handlers` answer the other calls.
 */
export function stubChartDataApi(handlers: Record<string, Handler> = {}) {
  return stubDashboardApi({
    ...handlers,
    'POST /api/v1/chart/data': () => ({
      body: { result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] },
    }),
    'POST /superset/log/': () => ({ body: { message: 'OK' } }),
  });
}

export interface DashboardStoreOptions {
  /** Who is signed in (default testOwner). */
  user?: BootstrapUser;
  /** The dashboard to hydrate the store with; without one the store stays empty (the page loads it). */
  dashboard?: DashboardApiResult;
  charts?: readonly DashboardSliceEntity[];
  /** The URL hydration reads (`?edit=true`, `?activeTabs=…`, `#CHART-…`). */
  url?: string;
  /** Switch to edit mode after hydrating. */
  editMode?: boolean;
  /** The bootstrap's feature flags (default none). */
  featureFlags?: Record<string, boolean>;
}

export function createDashboardStore({
  user = testOwner,
  dashboard,
  charts = [],
  url = '',
  editMode = false,
  featureFlags = {},
}: DashboardStoreOptions = {}): AppStore {
  // The store's chart-data client is closed with the test: nothing it holds fires into the next one.
  const chartData = createChartDataClient();
  onTestFinished(() => chartData.close());
  const store = createStore(
    {
      user,
      needs_setup: false,
      common: { feature_flags: featureFlags, conf: {}, flash_messages: [] },
    },
    { chartData },
  );
  if (dashboard) {
    const { search, hash } = new URL(url, 'http://localhost');
    store.dispatch(hydrateDashboard(buildHydratedDashboard({ dashboard, charts, user, search, hash })));
  }
  if (editMode) store.dispatch(setEditMode(true));
  return store;
}

export interface RenderDashboardOptions extends DashboardStoreOptions {
  /** Where the router starts (default the testOwnedDashboard's page). */
  url?: string;
  /** The route pattern `ui` renders at. */
  path?: string;
  /** The loader of that route (the app's dashboard route prefetches the page's data). */
  loader?: LoaderFunction;
  /** Other pages the router knows, to follow links and redirects. */
  otherRoutes?: RouteObject[];
}

/** Renders `ui` at `url` with a store built from `options`; returns the store and the router. */
export function renderDashboardUi(
  ui: ReactNode,
  {
    url = '/dashboard/sales/',
    path = '/dashboard/:idOrSlug/',
    loader,
    otherRoutes = [],
    ...store
  }: RenderDashboardOptions = {},
) {
  const appStore = createDashboardStore({ ...store, url });
  const router = createMemoryRouter([{ path, element: ui, loader }, ...otherRoutes], {
    initialEntries: [url],
  });
  render(
    <Provider store={appStore}>
      <App>
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </App>
    </Provider>,
  );
  return { store: appStore, router };
}
