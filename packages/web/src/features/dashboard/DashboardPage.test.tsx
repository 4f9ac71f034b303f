// @vitest-environment jsdom
import '../../testing/jsdomPolyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../testing/fakeServer';
import { prefetchDashboard } from './api/dashboardUrls';
import DashboardPage from './DashboardPage';
import { testDashboard, testSlice, testUser } from './testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from '../../appTesting/dashboard/renderDashboard';

const user = testUser({ id: 7, username: 'owner' });

function renderPage(url: string, handlers: Record<string, Handler>, { withLoader = false } = {}) {
  const server = stubDashboardApi(handlers);
  const rendered = renderDashboardUi(<DashboardPage />, {
    user,
    url,
    loader: withLoader
      ? ({ params }) => {
          prefetchDashboard(params.idOrSlug);
          return null;
        }
      : undefined,
    otherRoutes: [{ path: '/dashboard/p/:key/', element: <DashboardPage /> }],
  });
  return { server, ...rendered };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dashboardHandlers = (id: string): Record<string, Handler> => ({
  [`GET /api/v1/dashboard/${id}`]: () => ({ body: { result: testDashboard() } }),
  [`GET /api/v1/dashboard/${id}/charts`]: () => ({ body: { result: [testSlice(1)] } }),
  [`GET /api/v1/dashboard/${id}/datasets`]: () => ({ body: { result: [] } }),
});

const THREE_GETS = [
  '/api/v1/dashboard/sales',
  '/api/v1/dashboard/sales/charts',
  '/api/v1/dashboard/sales/datasets',
];
/** The GETs of the sales dashboard's data, each as often as it was made (sorted). */
const dashboardGets = (calls: readonly { method: string; path: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/v1/dashboard/sales'))
    .map((call) => call.path)
    .sort();

describe('DashboardPage', () => {
  it('says the dashboard was not found for a 404', async () => {
    renderPage('/dashboard/nope/', {
      'GET /api/v1/dashboard/nope': () => ({ status: 404, body: { message: 'Not found' } }),
      'GET /api/v1/dashboard/nope/charts': () => ({ status: 404, body: { message: 'Not found' } }),
      'GET /api/v1/dashboard/nope/datasets': () => ({ status: 404, body: { message: 'Not found' } }),
    });
    expect(await screen.findByText('Dashboard not found')).toBeTruthy();
  });

  it('says the user may not see it for a 403', async () => {
    renderPage('/dashboard/5/', {
      'GET /api/v1/dashboard/5': () => ({ status: 403, body: { message: 'Forbidden' } }),
      'GET /api/v1/dashboard/5/charts': () => ({ status: 403, body: { message: 'Forbidden' } }),
      'GET /api/v1/dashboard/5/datasets': () => ({ status: 403, body: { message: 'Forbidden' } }),
    });
    expect(await screen.findByText('You do not have permission to view this dashboard.')).toBeTruthy();
  });

  it('loads the three calls, then datasets complete and the CSS applies', async () => {
    const { server, store } = renderPage('/dashboard/sales/', dashboardHandlers('sales'));
    await waitFor(() => expect(store.getState().dashboard.status).toBe('ready'));
    await waitFor(() => expect(store.getState().dashboard.dashboardState.datasetsStatus).toBe('complete'));
    expect(dashboardGets(server.calls)).toEqual(THREE_GETS);
    expect((await screen.findByTestId('dashboard-css')).textContent).toBe('.x { color: red; }');
  });

  it("takes the three answers the route's loader requested, asking no second time", async () => {
    const { server, store } = renderPage('/dashboard/sales/', dashboardHandlers('sales'), {
      withLoader: true,
    });
    await waitFor(() => expect(store.getState().dashboard.dashboardState.datasetsStatus).toBe('complete'));
    expect(dashboardGets(server.calls)).toEqual(THREE_GETS);
  });

  it("opens a permalink's dashboard with its tabs and keeps the permalink URL", async () => {
    const { store, router } = renderPage('/dashboard/p/abc/', {
      'GET /api/v1/dashboard/permalink/abc': () => ({
        body: { state: { dashboardId: '5', activeTabs: ['TAB-x'], anchor: 'CHART-one', urlParams: [] } },
      }),
      ...dashboardHandlers('5'),
    });
    await waitFor(() => expect(store.getState().dashboard.status).toBe('ready'));
    expect(store.getState().dashboard.dashboardState.activeTabs).toEqual(['TAB-x']);
    expect(store.getState().dashboard.dashboardState.directPathToChild.at(-1)).toBe('CHART-one');
    expect(router.state.location.pathname).toBe('/dashboard/p/abc/');
  });
});
