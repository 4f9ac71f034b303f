// @vitest-environment jsdom
import '../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import type { BootstrapData } from '../../platform/bootstrap';
import type { AsyncEventFeed } from '../charts/data/asyncJobs/asyncEventFeed';
import { AsyncJobs } from '../charts/data/asyncJobs/asyncJobs';
import { createChartDataClient } from '../charts/data/chartDataClient';
import { sqlLabMessages } from './messages';
import SqlLabPage from './SqlLabPage';
import { stubGridViewport } from './testing/gridViewport';
import { reorderTabs } from './state/tabThunks';
import { executionResponse, sqlLabBootstrap, sqlLabQuery, tabState } from './testing/sqlLabFixtures';

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (body: Record<string, unknown>, url: URL) => Answer;

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const bootstrap: BootstrapData = {
  user: {
    id: 1,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Analyst',
    email: 'ada@example.com',
    roles: ['Alpha'],
    permissions: ['can_execute_sql_query:SQLLab', 'can_read:SQLLab'],
  },
  needs_setup: false,
  common: { feature_flags: {}, conf: {}, flash_messages: [] },
};

let sent: Sent[];
let nextTabId: number;
let undoViewport: () => void;

function serve(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'csrf' } }),
    'GET /api/v1/sqllab/': () => ({ body: { result: sqlLabBootstrap() } }),
    'POST /tabstateview/': () => ({ body: { id: nextTabId++ } }),
    'GET /api/v1/database/1/schemas/': () => ({ body: { result: ['main'] } }),
    'GET /api/v1/database/1/tables/': () => ({
      body: { count: 1, result: [{ value: 'orders', type: 'table' }] },
    }),
    'GET /api/v1/query/': () => ({ body: { count: 0, ids: [], result: [] } }),
    ...handlers,
  };
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ method, path: url.pathname, body });
    const tabRoute = /^\/tabstateview\/\d+(\/activate)?$/.test(url.pathname) && method !== 'GET';
    const handler = all[`${method} ${url.pathname}`] ?? (tabRoute ? () => ({ body: { id: 1 } }) : undefined);
    const { status = 200, body: answer } = handler
      ? await handler(body, url)
      : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderPage(path = '/sqllab/', asyncJobs?: AsyncJobs) {
  const store = createStore(bootstrap, asyncJobs ? { chartData: createChartDataClient({ asyncJobs }) } : {});
  render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/sqllab/" element={<SqlLabPage />} />
            <Route path="/sqllab/p/:key/" element={<SqlLabPage />} />
            <Route path="/explore/" element={<div>explore page</div>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return store;
}

const executeCalls = () => sent.filter((call) => call.path === '/api/v1/sqllab/execute/');

beforeEach(() => {
  undoViewport = stubGridViewport();
  sent = [];
  nextTabId = 20;
});
afterEach(() => {
  cleanup();
  undoViewport();
  vi.unstubAllGlobals();
});

describe('SqlLabPage', () => {
  it("restores the user's tab and runs its SQL on its database with the chosen limit", async () => {
    serve({
      'POST /api/v1/sqllab/execute/': (body) => ({ body: executionResponse(String(body.client_id), 3) }),
    });
    renderPage();
    expect(await screen.findByText('Untitled Query 1')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('sqllab-run'));
    expect(await screen.findByText('3 rows')).toBeTruthy();
    expect(screen.getByText('row 2')).toBeTruthy();
    expect(executeCalls()[0]!.body).toMatchObject({
      database_id: 1,
      sql: 'SELECT * FROM orders',
      schema: 'main',
      queryLimit: 1000,
      sql_editor_id: '7',
    });
    // The tab remembers the query it ran.
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT' && 'latest_query_id' in call.body)?.path).toBe(
        '/tabstateview/7',
      ),
    );
  });

  it('says when the rows were cut at the limit', async () => {
    serve({
      'POST /api/v1/sqllab/execute/': (body) => ({
        body: executionResponse(String(body.client_id), 2, { limitingFactor: 'DROPDOWN', limit: 2 }),
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('sqllab-run'));
    expect((await screen.findByTestId('sqllab-limit-notice')).textContent).toContain('limited to 2');
  });

  it("shows the engine's message and the line and column it points at", async () => {
    serve({
      'POST /api/v1/sqllab/execute/': () => ({
        status: 400,
        body: {
          message: 'Parser Error',
          errors: [
            {
              message: 'syntax error at or near "FORM"',
              error_type: 'SYNTAX',
              level: 'error',
              extra: { line: 1, column: 10 },
            },
          ],
          query: sqlLabQuery({ state: 'failed' }),
        },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('sqllab-run'));
    const error = await screen.findByTestId('sqllab-error');
    expect(error.textContent).toContain('syntax error at or near "FORM"');
    expect(error.textContent).toContain('Line 1, column 10');
  });

  it('stops a running query on the server by its client id', async () => {
    let release: (answer: { status: number; body: unknown }) => void = () => undefined;
    serve({
      'POST /api/v1/sqllab/execute/': () => new Promise((resolve) => (release = resolve)),
      'POST /api/v1/query/stop': () => ({ body: { result: 'OK' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('sqllab-run'));
    fireEvent.click(await screen.findByTestId('sqllab-stop'));
    await waitFor(() => expect(sent.some((call) => call.path === '/api/v1/query/stop')).toBe(true));
    const stop = sent.find((call) => call.path === '/api/v1/query/stop')!;
    expect(stop.body.client_id).toBe(executeCalls()[0]!.body.client_id);
    expect(await screen.findByTestId('sqllab-stopped')).toBeTruthy();
    await act(async () => release({ status: 500, body: { message: 'stopped', errors: [] } }));
    expect(screen.getByTestId('sqllab-stopped')).toBeTruthy();
  });

  it("follows a query run as a job through the store's job waiter, then shows its rows", async () => {
    const fetched: string[] = [];
    serve({
      'POST /api/v1/sqllab/execute/': (body) => ({
        status: 202,
        body: {
          status: 'pending',
          query_id: 3,
          query: sqlLabQuery({ id: String(body.client_id), state: 'pending' }),
          job_id: 'job-9',
          channel_id: 'c',
        },
      }),
      'GET /api/v1/sqllab/results/': (_body, url) => {
        fetched.push(url.searchParams.get('key')!);
        return { body: executionResponse('x', 4) };
      },
    });
    const asyncJobs = new AsyncJobs({
      feed: { start: () => undefined, stop: () => undefined } as unknown as AsyncEventFeed,
      cancel: async () => undefined,
      log: () => undefined,
    });
    renderPage('/sqllab/', asyncJobs);
    fireEvent.click(await screen.findByTestId('sqllab-run'));
    await waitFor(() => expect(asyncJobs.waiting).toBe(1));
    act(() =>
      asyncJobs.receive({
        id: '1-0',
        channel_id: 'c',
        job_id: 'job-9',
        user_id: 1,
        status: 'done',
        errors: [],
        result_url: '/api/v1/sqllab/results/?key=rk-9',
      }),
    );
    expect(await screen.findByText('4 rows')).toBeTruthy();
    expect(fetched).toEqual(['rk-9']);
  });

  it('opens a saved query in a new tab', async () => {
    serve({
      'GET /api/v1/saved_query/4': () => ({
        body: { id: 4, result: { id: 4, label: 'Top orders', db_id: 1, schema: 'main', sql: 'SELECT 42' } },
      }),
    });
    renderPage('/sqllab/?savedQueryId=4');
    expect(await screen.findByText('Top orders')).toBeTruthy();
    const created = sent.find((call) => call.method === 'POST' && call.path === '/tabstateview/')!;
    expect(created.body).toMatchObject({
      label: 'Top orders',
      sql: 'SELECT 42',
      database_id: 1,
      saved_query_id: 4,
    });
  });

  it('opens a dataset with its SQL on its database (View in SQL Lab)', async () => {
    serve({
      'GET /api/v1/dataset/12': () => ({
        body: { id: 12, result: { database: { id: 1 }, schema: 'main', table_name: 'orders' } },
      }),
    });
    renderPage(`/sqllab/?datasourceKey=12__table&sql=${encodeURIComponent('SELECT 7')}`);
    await waitFor(() =>
      expect(sent.some((call) => call.method === 'POST' && call.path === '/tabstateview/')).toBe(true),
    );
    const created = sent.find((call) => call.method === 'POST' && call.path === '/tabstateview/')!;
    expect(created.body).toMatchObject({ sql: 'SELECT 7', database_id: 1, schema: 'main' });
  });

  it(`says '${sqlLabMessages.loadSqlError}' for a saved query or dataset that cannot be read`, async () => {
    serve({});
    renderPage('/sqllab/?savedQueryId=99');
    expect(await screen.findByText(sqlLabMessages.loadSqlError)).toBeTruthy();
  });

  it('adds a tab, renames one by double-click, and closes one', async () => {
    serve({});
    renderPage();
    fireEvent.doubleClick(await screen.findByText('Untitled Query 1'));
    const input = await screen.findByLabelText(sqlLabMessages.tabs.renameLabel);
    fireEvent.change(input, { target: { value: 'Revenue' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Revenue')).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT' && call.body.label === 'Revenue')).toBe(true);
    fireEvent.click(screen.getAllByLabelText(sqlLabMessages.tabs.add)[0]!);
    expect(await screen.findByText('Untitled Query 1')).toBeTruthy();
    const closers = document.querySelectorAll('.ant-tabs-tab-remove');
    fireEvent.click(closers[0]!);
    await waitFor(() =>
      expect(sent.some((call) => call.method === 'DELETE' && call.path === '/tabstateview/7')).toBe(true),
    );
    expect(screen.queryByText('Revenue')).toBeNull();
  });

  it('opens a first tab on the first database for a user who has none', async () => {
    serve({
      'GET /api/v1/sqllab/': () => ({
        body: { result: sqlLabBootstrap({ active_tab: null, tab_state_ids: [] }) },
      }),
    });
    renderPage();
    expect(await screen.findByText('Untitled Query 1')).toBeTruthy();
    const created = sent.filter((call) => call.method === 'POST' && call.path === '/tabstateview/');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ database_id: 1, label: 'Untitled Query 1' });
  });

  it("lists a table's columns with their types, and previews its rows in the tab", async () => {
    serve({
      'GET /api/v1/database/1/table/orders/main/': () => ({
        body: {
          name: 'orders',
          columns: [{ name: 'order_id', type: 'BIGINT', longType: 'BIGINT', keys: [] }],
          selectStar: 'SELECT * FROM main.orders LIMIT 100',
          primaryKey: { constrained_columns: null, name: null },
          foreignKeys: [],
          indexes: [],
        },
      }),
      'POST /api/v1/sqllab/execute/': (body) => ({ body: executionResponse(String(body.client_id), 2) }),
    });
    renderPage();
    fireEvent.click(await screen.findByText('orders'));
    expect(await screen.findByText('order_id')).toBeTruthy();
    expect(screen.getByText('BIGINT')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(`${sqlLabMessages.panel.preview} orders`));
    expect(await screen.findByText('2 rows')).toBeTruthy();
    expect(executeCalls()[0]!.body.sql).toBe('SELECT * FROM main.orders LIMIT 100');
  });

  it('shows the tabs in the order kept on them, and keeps a new order on every tab', async () => {
    serve({
      'GET /api/v1/sqllab/': () => ({
        body: {
          result: sqlLabBootstrap({
            active_tab: tabState({ id: 7, extra_json: { tab_order: [8, 7] } }),
            tab_state_ids: [
              ['7', 'Untitled Query 1'],
              ['8', 'Second'],
            ],
          }),
        },
      }),
    });
    const store = renderPage();
    await screen.findByText('Second');
    const titles = () => screen.getAllByTestId('sqllab-tab-title').map((title) => title.textContent);
    expect(titles()).toEqual(['Second', 'Untitled Query 1']);
    await act(() => store.dispatch(reorderTabs([7, 8])));
    expect(titles()).toEqual(['Untitled Query 1', 'Second']);
    const kept = sent.filter((call) => call.method === 'PUT' && 'extra_json' in call.body);
    expect(kept.map((call) => call.path).sort()).toEqual(['/tabstateview/7', '/tabstateview/8']);
    expect(kept[0]!.body.extra_json).toEqual({ tab_order: [7, 8] });
  });
});
