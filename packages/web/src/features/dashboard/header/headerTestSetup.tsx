/** The header under test: a hydrated dashboard store, a data router, antd's App and a fake API. Tests only. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { BootstrapUser } from '@sightline/core';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createStore } from '../../../app/store';
import { createFakeServer, type Handler } from '../../../testing/fakeServer';
import { hydrateDashboard } from '../state/dashboardSlice';
import { buildHydratedDashboard } from '../state/hydrateDashboard';
import type { DashboardApiResult } from '../state/dashboardTypes';
import { DashboardHeader } from './DashboardHeader';

const common = { feature_flags: {}, conf: {}, flash_messages: [] };

export const owner: BootstrapUser = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Owner',
  email: 'ada@example.com',
  roles: ['Alpha'],
  permissions: [
    'can_read:Dashboard',
    'can_write:Dashboard',
    'can_save_dash:Superset',
    'can_share_dashboard:Superset',
  ],
};

export const gamma: BootstrapUser = {
  id: 2,
  username: 'gus',
  first_name: 'Gus',
  last_name: 'Gamma',
  email: 'gus@example.com',
  roles: ['Gamma'],
  permissions: ['can_read:Dashboard'],
};

export const dashboard: DashboardApiResult = {
  id: 7,
  slug: 'sales',
  dashboard_title: 'Sales',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Owner', username: 'ada' }],
  json_metadata: '{"color_scheme": "supersetColors", "positions": {}}',
  position_json: null,
  css: '',
  published: false,
  changed_on_utc: '2026-01-01T10:00:00Z',
  changed_by_name: 'Ada Owner',
  url: '/superset/dashboard/sales/',
  certified_by: 'Data team',
  certification_details: 'Checked weekly',
};

export function serverWith(extra: Record<string, Handler> = {}) {
  const server = createFakeServer({
    'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'csrf-1' } }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ body: { result: [{ id: 7, value: true }] } }),
    'GET /api/v1/dashboard/related/owners': () => ({ body: { count: 0, result: [] } }),
    ...extra,
  });
  // The bodies sent, by "METHOD path", for the calls whose payload matters.
  const bodies = new Map<string, unknown>();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (typeof init?.body === 'string')
      bodies.set(`${init.method} ${new URL(input, 'http://localhost').pathname}`, JSON.parse(init.body));
    return server.fetchFn(input, init);
  });
  return { ...server, bodies };
}

export function renderHeader(user: BootstrapUser, search = '', saved: DashboardApiResult = dashboard) {
  const store = createStore({ user, needs_setup: false, common });
  store.dispatch(hydrateDashboard(buildHydratedDashboard({ dashboard: saved, charts: [], user, search })));
  const router = createMemoryRouter(
    [
      { path: '/dashboard/:idOrSlug/', element: <DashboardHeader /> },
      { path: '/chart/list/', element: <p>chart list</p> },
    ],
    { initialEntries: [`/dashboard/sales/${search}`] },
  );
  render(
    <Provider store={store}>
      <App>
        <RouterProvider router={router} />
      </App>
    </Provider>,
  );
  return { store, router };
}

export async function openMenu() {
  await act(async () => fireEvent.click(screen.getByTestId('dashboard-header-menu')));
}

/** Opens the "…" menu and clicks the entry labelled `label`. */
export async function chooseMenuItem(label: string) {
  await openMenu();
  const item = await screen.findByText(label);
  await act(async () => fireEvent.click(item));
}
