// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapData } from '../../platform/bootstrap';
import { createStore } from '../../app/store';
import { createFakeServer } from '../../testing/fakeServer';
import { DynamicPluginsLoader, resetDynamicPluginsStart, startDynamicPlugins } from './DynamicPluginsLoader';
import { dynamicPluginMessages } from './messages';
import { createDynamicPluginStore, dynamicPluginStore } from '../charts/dynamicPluginStore';

beforeEach(() => resetDynamicPluginsStart());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startDynamicPlugins', () => {
  it('counts as loading at once, and starts only once per page', async () => {
    const store = createDynamicPluginStore();
    const load = vi.fn(async () => {
      await Promise.resolve();
      store.dispatch({ type: 'begin', keys: [] });
      return true;
    });
    const first = startDynamicPlugins(load, store);
    expect(store.getState().loading).toBe(true);
    expect(startDynamicPlugins(load, store)).toBe(first);
    expect(await first).toBe(true);
    await startDynamicPlugins(load, store);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().loading).toBe(false);
  });

  it('ends loading when the loader itself cannot be fetched, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createDynamicPluginStore();
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /assets/startDynamicPlugins.js',
    );
    expect(await startDynamicPlugins(() => Promise.reject(failure), store)).toBe(false);
    expect(store.getState().loading).toBe(false);
    expect(warn).toHaveBeenCalledWith(dynamicPluginMessages.listFailed, failure);
    const retry = vi.fn(async () => true);
    await startDynamicPlugins(retry, store);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

const bootstrap = (flag: boolean, signedIn: boolean): BootstrapData => ({
  user: signedIn
    ? { id: 1, username: 'u', first_name: 'U', last_name: 'V', email: '', roles: ['Gamma'], permissions: [] }
    : null,
  needs_setup: false,
  common: { feature_flags: { DYNAMIC_PLUGINS: flag }, conf: {}, flash_messages: [] },
});

describe('DynamicPluginsLoader', () => {
  it('reads the plugin list after sign-in when DYNAMIC_PLUGINS is on, and never otherwise', async () => {
    const server = createFakeServer({
      'GET /dynamic-plugins/api/read': () => ({ body: { count: 0, ids: [], result: [] } }),
    });
    vi.stubGlobal('fetch', server.fetchFn);
    for (const [flag, signedIn] of [
      [false, true],
      [true, false],
    ]) {
      render(
        <Provider store={createStore(bootstrap(flag!, signedIn!))}>
          <DynamicPluginsLoader />
        </Provider>,
      );
      cleanup();
    }
    expect(server.calls).toEqual([]);

    render(
      <Provider store={createStore(bootstrap(true, true))}>
        <DynamicPluginsLoader />
      </Provider>,
    );
    // The loader's module (with the whole chart SDK for bundles) is imported on demand: allow for it.
    await waitFor(() => expect(dynamicPluginStore.getState().loading).toBe(false), { timeout: 25_000 });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /dynamic-plugins/api/read',
    ]);
  });
});
