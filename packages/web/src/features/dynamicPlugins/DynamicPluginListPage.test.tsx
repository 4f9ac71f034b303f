// @vitest-environment jsdom
import '../../testing/jsdomPolyfills';
import { dynamicPluginMessages as apiMessages, type DynamicPlugin } from '@sightline/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../platform/apiClient';
import type { BootstrapData } from '../../platform/bootstrap';
import { createStore } from '../../app/store';
import { createFakeServer, type Handler } from '../../testing/fakeServer';
import DynamicPluginListPage, { type MountPlugin } from './DynamicPluginListPage';
import { createDynamicPluginStore, type DynamicPluginStore } from '../charts/dynamicPluginStore';

const bootstrap = (roles: string[], flag: boolean): BootstrapData => ({
  user: {
    id: 1,
    username: 'ada',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'ada@example.com',
    roles,
    permissions: [],
  },
  needs_setup: false,
  common: { feature_flags: { DYNAMIC_PLUGINS: flag }, conf: {}, flash_messages: [] },
});

const hello: DynamicPlugin = {
  id: 1,
  name: 'Hello chart',
  key: 'hello_chart',
  bundle_url: 'https://cdn.example.com/hello.js',
};
const broken: DynamicPlugin = {
  id: 2,
  name: 'Broken',
  key: 'broken_chart',
  bundle_url: '/plugins/broken.js',
};
const pending: DynamicPlugin = { id: 3, name: 'Pending', key: 'pending_chart', bundle_url: '/plugins/p.js' };

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderPage(
  handlers: Record<string, Handler> = {},
  { roles = ['Admin'], flag = true, store = createDynamicPluginStore() } = {},
) {
  let rows = [hello, broken, pending];
  const server = createFakeServer({
    'GET /api/v1/security/csrf_token/': () => ({ body: { result: 'csrf-1' } }),
    'GET /dynamic-plugins/api/read': () => ({
      body: { count: rows.length, ids: rows.map((row) => row.id), result: rows },
    }),
    'POST /dynamic-plugins/api/create': () => {
      const created = { id: 4, name: 'Added', key: 'added_chart', bundle_url: '/plugins/added.js' };
      rows = [...rows, created];
      return { body: { message: 'Added Row', severity: 'success', id: 4, result: created } };
    },
    'DELETE /dynamic-plugins/api/delete/2': () => {
      rows = rows.filter((row) => row.id !== 2);
      return { body: { message: 'Deleted Row', severity: 'success' } };
    },
    ...handlers,
  });
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: input, body });
    return server.fetchFn(input, init);
  });
  const mountPlugin = vi.fn<MountPlugin>(async () => undefined);
  render(
    <Provider store={createStore(bootstrap(roles, flag))}>
      <AntApp>
        <MemoryRouter>
          <DynamicPluginListPage mountPlugin={mountPlugin} store={store} />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return { sent, mountPlugin, store };
}

function loadedStore(): DynamicPluginStore {
  const store = createDynamicPluginStore();
  store.dispatch({ type: 'begin', keys: ['hello_chart', 'broken_chart'] });
  store.dispatch({ type: 'complete', key: 'hello_chart', error: null });
  store.dispatch({
    type: 'complete',
    key: 'broken_chart',
    error: 'Failed to fetch dynamically imported module',
  });
  return store;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => apiClient.resetCsrfToken());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Plugins admin page', () => {
  it('lists the plugins with their bundle URLs and load status in this browser', async () => {
    renderPage({}, { store: loadedStore() });
    expect(await screen.findByText('Hello chart')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plugins' })).toBeTruthy();
    expect(screen.getByText('3 total')).toBeTruthy();
    expect(within(rowOf('Hello chart')).getByText('hello_chart')).toBeTruthy();
    expect(within(rowOf('Hello chart')).getByText('https://cdn.example.com/hello.js')).toBeTruthy();
    expect(within(rowOf('Hello chart')).getByText('Loaded')).toBeTruthy();
    expect(within(rowOf('Broken')).getByText('Error')).toBeTruthy();
    expect(within(rowOf('Broken')).getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(within(rowOf('Pending')).getByText('Not loaded yet')).toBeTruthy();
  });

  it('adds a plugin through the modal, then loads it in this browser', async () => {
    const { sent, mountPlugin } = renderPage();
    await screen.findByText('Hello chart');
    fireEvent.click(screen.getByRole('button', { name: /Add plugin/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Added ' } });
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'added_chart' } });
    fireEvent.change(within(dialog).getByLabelText('Bundle URL'), { target: { value: '/plugins/added.js' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));

    expect(await screen.findByText('Added plugin Added')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/dynamic-plugins/api/create',
      body: { name: 'Added', key: 'added_chart', bundle_url: '/plugins/added.js' },
    });
    expect(mountPlugin).toHaveBeenCalledWith({
      id: 4,
      name: 'Added',
      key: 'added_chart',
      bundle_url: '/plugins/added.js',
    });
    // The list is read again after the change.
    expect(await screen.findByText('4 total')).toBeTruthy();
  });

  it('shows the API’s field messages before sending, and the server’s refusal inside the modal', async () => {
    const { sent } = renderPage({
      'POST /dynamic-plugins/api/create': () => ({
        status: 422,
        body: { message: { key: [apiMessages.duplicateKey('hello_chart')] } },
      }),
    });
    await screen.findByText('Hello chart');
    fireEvent.click(screen.getByRole('button', { name: /Add plugin/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Again' } });
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'hello_chart' } });
    fireEvent.change(within(dialog).getByLabelText('Bundle URL'), { target: { value: 'ftp://x/y.js' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await within(dialog).findByText(apiMessages.bundleUrlFormat)).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Bundle URL'), { target: { value: '/plugins/again.js' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      `The plugin could not be saved: key: ${apiMessages.duplicateKey('hello_chart')}`,
    );
  });

  it('edits a plugin with PUT update/<pk> (Enter saves)', async () => {
    const { sent, mountPlugin } = renderPage({
      'PUT /dynamic-plugins/api/update/1': () => ({
        body: {
          message: 'Changed Row',
          severity: 'success',
          id: 1,
          result: { ...hello, bundle_url: 'https://cdn.example.com/hello-2.js' },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hello chart' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Key') as HTMLInputElement).value).toBe('hello_chart');
    fireEvent.change(within(dialog).getByLabelText('Bundle URL'), {
      target: { value: 'https://cdn.example.com/hello-2.js' },
    });
    // Enter in a field saves, as the Save button does.
    await act(async () =>
      fireEvent.keyDown(within(dialog).getByLabelText('Bundle URL'), {
        key: 'Enter',
        code: 'Enter',
        keyCode: 13,
      }),
    );
    expect(await screen.findByText('Saved plugin Hello chart')).toBeTruthy();
    expect(sent.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/dynamic-plugins/api/update/1',
      body: { name: 'Hello chart', key: 'hello_chart', bundle_url: 'https://cdn.example.com/hello-2.js' },
    });
    expect(mountPlugin).toHaveBeenCalledWith(
      expect.objectContaining({ bundle_url: 'https://cdn.example.com/hello-2.js' }),
    );
  });

  it('deletes after DELETE is typed and forgets the plugin’s load state', async () => {
    const { sent, store } = renderPage({}, { store: loadedStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Broken' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the plugin Broken?');
    fireEvent.change(within(dialog).getByLabelText('Type "DELETE" to confirm'), {
      target: { value: 'DELETE' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Deleted plugin Broken')).toBeTruthy();
    expect(sent.find((call) => call.method === 'DELETE')?.path).toBe('/dynamic-plugins/api/delete/2');
    expect(store.getState().plugins.broken_chart).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Broken')).toBeNull());
  });

  it('is for admins only, and does not exist with the feature off', async () => {
    const { sent } = renderPage({}, { roles: ['Alpha'] });
    expect(await screen.findByText('No access')).toBeTruthy();
    cleanup();
    renderPage({}, { flag: false });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(sent.some((call) => call.path.startsWith('/dynamic-plugins/'))).toBe(false);
  });
});
