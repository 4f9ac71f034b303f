// @vitest-environment jsdom
import '../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../platform/apiClient';
import type { BootstrapData } from '../../platform/bootstrap';
import { createStore } from '../../app/store';
import { createFakeServer, type Handler } from '../../testing/fakeServer';
import { chartListConfig } from './resources/charts';
import { ResourceList, ResourceListPage } from './ResourceList';
const admin: BootstrapData = {
  user: {
    id: 1,
    username: 'admin',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'a@example.com',
    roles: ['Admin'],
    permissions: ['can_read:Chart', 'can_write:Chart'],
  },
  needs_setup: false,
  common: { feature_flags: {}, conf: {}, flash_messages: [] },
};

const charts = [
  {
    id: 11,
    slice_name: 'Sales by region',
    url: '/explore/?slice_id=11',
    viz_type: 'pie',
    datasource_name_text: 'orders',
    dashboards: [{ id: 3, dashboard_title: 'Sales' }],
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
    changed_on_delta_humanized: '2 days ago',
  },
  {
    id: 12,
    slice_name: 'Births per year',
    url: '/explore/?slice_id=12',
    viz_type: 'echarts_timeseries_line',
    datasource_name_text: 'births',
    dashboards: [],
    owners: [],
    changed_on_delta_humanized: 'a month ago',
  },
];

const listOf =
  (rows: unknown[]): Handler =>
  () => ({
    body: {
      count: rows.length,
      ids: (rows as { id: number }[]).map((row) => row.id),
      result: rows,
      list_columns: [],
      order_columns: ['slice_name', 'viz_type', 'changed_on_delta_humanized'],
      label_columns: {},
      description_columns: {},
      list_title: 'List Charts',
    },
  });

const baseHandlers: Record<string, Handler> = {
  'GET /api/v1/chart/_info': () => ({ body: { permissions: ['can_read', 'can_write'] } }),
  'GET /api/v1/chart/': listOf(charts),
  'GET /api/v1/chart/favorite_status/': () => ({
    body: {
      result: [
        { id: 11, value: true },
        { id: 12, value: false },
      ],
    },
  }),
  'GET /api/v1/chart/related/owners': () => ({ body: { count: 0, result: [] } }),
  'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'csrf-1' } }),
  'DELETE /api/v1/chart/11': () => ({ body: { message: 'OK' } }),
};

function renderList(handlers: Record<string, Handler> = {}) {
  const server = createFakeServer({ ...baseHandlers, ...handlers });
  vi.stubGlobal('fetch', server.fetchFn);
  render(
    <Provider store={createStore(admin)}>
      <AntApp>
        <MemoryRouter>
          <ResourceList config={chartListConfig} />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return server;
}

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResourceList (charts)', () => {
  it('loads page 0 of 25 newest first and shows the rows with links, types and favorites', async () => {
    const server = renderList();
    const link = await screen.findByRole('link', { name: 'Sales by region' });
    expect(link.getAttribute('href')).toBe('/explore/?slice_id=11');
    expect(screen.getByRole('heading', { name: 'Charts' })).toBeTruthy();
    expect(screen.getByText('2 total')).toBeTruthy();
    expect(screen.getByText('Pie Chart')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/api/v1/chart/')?.q).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const star = await screen.findByRole('button', { name: 'Remove from favorites: Sales by region' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(server.calls.find((call) => call.path === '/api/v1/chart/favorite_status/')?.q).toEqual([11, 12]);
  });

  it('searches with chart_all_text and goes back to the first page', async () => {
    const server = renderList();
    await screen.findByRole('link', { name: 'Sales by region' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'births' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === '/api/v1/chart/').at(-1)?.q).toMatchObject({
        filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'births' }],
        page: 0,
      }),
    );
  });

  it('deletes a row only after DELETE is typed, with the CSRF header, and toasts "Deleted: <name>"', async () => {
    const server = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales by region' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(confirm));
    expect(await screen.findByText('Deleted: Sales by region')).toBeTruthy();
    const deletion = server.calls.find((call) => call.method === 'DELETE');
    expect(deletion).toMatchObject({ path: '/api/v1/chart/11', headers: { 'X-CSRFToken': 'csrf-1' } });
  });

  it('bulk deletes the selected rows with q=!(ids) and toasts the server message', async () => {
    const server = renderList({
      'DELETE /api/v1/chart/': () => ({ body: { message: 'Deleted 2 charts' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sales by region' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Births per year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete the 2 selected charts?');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Deleted 2 charts')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/v1/chart/',
      q: [11, 12],
    });
  });

  it("toasts the spec's chart delete error", async () => {
    renderList({ 'DELETE /api/v1/chart/11': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales by region' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'delete' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('There was an issue deleting: Forbidden')).toBeTruthy();
  });

  it('hides delete and bulk select without can_write in _info', async () => {
    renderList({ 'GET /api/v1/chart/_info': () => ({ body: { permissions: ['can_read'] } }) });
    // _info is requested before the list and favorite status, so it has answered once the stars show.
    await screen.findByRole('button', { name: 'Remove from favorites: Sales by region' });
    expect(screen.queryByRole('button', { name: 'Delete Sales by region' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).toBeNull();
  });

  it('shows the empty state and toasts list load failures', async () => {
    renderList({ 'GET /api/v1/chart/': listOf([]) });
    expect(await screen.findByText('No charts yet')).toBeTruthy();
    cleanup();
    renderList({
      'GET /api/v1/chart/': () => ({ status: 400, body: { message: 'Not a valid rison argument' } }),
    });
    expect(
      await screen.findByText('An error occurred while fetching charts: Not a valid rison argument'),
    ).toBeTruthy();
  });
});

describe('ResourceListPage', () => {
  function renderPage(permissions: string[]) {
    const server = createFakeServer(baseHandlers);
    vi.stubGlobal('fetch', server.fetchFn);
    render(
      <Provider store={createStore({ ...admin, user: { ...admin.user!, permissions } })}>
        <AntApp>
          <MemoryRouter>
            <ResourceListPage config={chartListConfig} />
          </MemoryRouter>
        </AntApp>
      </Provider>,
    );
    return server;
  }

  it('shows the list to users who may read the resource', async () => {
    renderPage(['can_read:Chart']);
    expect(await screen.findByRole('link', { name: 'Sales by region' })).toBeTruthy();
  });

  it('says "No access" to other users without asking the API', async () => {
    const server = renderPage(['can_read:Dashboard']);
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(server.calls).toEqual([]);
  });
});
