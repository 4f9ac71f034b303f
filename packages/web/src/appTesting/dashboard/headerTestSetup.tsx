/** The header under test: a hydrated dashboard store, a data router, antd's App and a fake API. Tests only. */
import { act, fireEvent, screen } from '@testing-library/react';
import type { BootstrapUser } from '@sightline/core';
import type { Handler } from '../../testing/fakeServer';
import type { DashboardApiResult } from '../../features/dashboard/state/dashboardTypes';
import { testOwnedDashboard } from '../../features/dashboard/testing/dashboardFixtures';
import { renderDashboardUi, stubDashboardApi } from './renderDashboard';
import { DashboardHeader } from '../../features/dashboard/header/DashboardHeader';

export const gamma: BootstrapUser = {
  id: 2,
  username: 'gus',
  first_name: 'Gus',
  last_name: 'Gamma',
  email: 'gus@example.com',
  roles: ['Gamma'],
  permissions: ['can_read:Dashboard'],
};

export const dashboard: DashboardApiResult = testOwnedDashboard({
  json_metadata: '{"color_scheme": "supersetColors", "positions": {}}',
  published: false,
  changed_on_utc: '2026-01-01T10:00:00Z',
  changed_by_name: 'Ada Owner',
  url: '/superset/dashboard/sales/',
  certified_by: 'Data team',
  certification_details: 'Checked weekly',
});

export function serverWith(extra: Record<string, Handler> = {}) {
  return stubDashboardApi({
    'GET /api/v1/dashboard/favorite_status/': () => ({ body: { result: [{ id: 7, value: true }] } }),
    'GET /api/v1/dashboard/related/owners': () => ({ body: { count: 0, result: [] } }),
    ...extra,
  });
}

export function renderHeader(user: BootstrapUser, search = '', saved: DashboardApiResult = dashboard) {
  return renderDashboardUi(<DashboardHeader />, {
    user,
    dashboard: saved,
    url: `/dashboard/sales/${search}`,
    otherRoutes: [{ path: '/chart/list/', element: <p>chart list</p> }],
  });
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
