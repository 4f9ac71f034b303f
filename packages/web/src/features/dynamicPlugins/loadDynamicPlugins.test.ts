import { baseFormDataSchema, ChartPluginRegistry } from '@sightline/charts';
import type { DynamicPlugin } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import {
  fetchAndLoadDynamicPlugins,
  loadDynamicPlugins,
  type DynamicPluginLoaderDeps,
  type SharedLibraries,
} from './loadDynamicPlugins';
import { dynamicPluginMessages } from './messages';
import { createDynamicPluginStore } from '../charts/dynamicPluginStore';

const shared: SharedLibraries = {
  React: { name: 'react' },
  ReactDOM: { name: 'react-dom' },
  sdk: { name: 'sdk' },
  loadECharts: async () => ({ name: 'echarts' }),
};

const chartPlugin = (vizType: string) => ({
  metadata: { vizType, name: `Chart ${vizType}` },
  formDataSchema: baseFormDataSchema,
  buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
  transformProps: () => ({}),
  loadComponent: async () => ({ default: () => null }),
});

const row = (key: string, bundle_url = `https://cdn.example.com/${key}.js`): DynamicPlugin => ({
  id: key.length,
  name: key,
  key,
  bundle_url,
});

function setup(modules: Record<string, () => Promise<unknown>>, timeoutMs = 1000) {
  const registry = new ChartPluginRegistry();
  const store = createDynamicPluginStore();
  const warn = vi.fn();
  const deps: DynamicPluginLoaderDeps = {
    registry,
    store,
    importBundle: vi.fn(async (url: string) => {
      const load = modules[url];
      if (!load) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      return load();
    }),
    sharedLibraries: () => shared,
    warn,
    timeoutMs,
  };
  return { registry, store, warn, deps };
}

/** A module whose default export records what it received and returns `provided`. */
const moduleReturning = (provided: unknown, seen?: unknown[]) => async () => ({
  default: (libraries: unknown) => {
    seen?.push(libraries);
    return provided;
  },
});

describe('loadDynamicPlugins', () => {
  it('imports each bundle, hands it the shared libraries and registers the plugins it returns', async () => {
    const seen: unknown[] = [];
    const { registry, store, deps, warn } = setup({
      'https://cdn.example.com/hello.js': moduleReturning(chartPlugin('hello'), seen),
      'https://cdn.example.com/pair.js': moduleReturning([chartPlugin('pair'), chartPlugin('pair_extra')]),
    });
    const states: boolean[] = [];
    store.subscribe(() => states.push(store.getState().loading));

    await loadDynamicPlugins([row('hello'), row('pair')], deps);

    expect(seen).toEqual([shared]);
    expect(registry.get('hello')?.metadata).toMatchObject({ name: 'Chart hello', category: 'Other' });
    expect(registry.has('pair')).toBe(true);
    expect(registry.has('pair_extra')).toBe(true);
    expect(store.getState()).toEqual({
      loading: false,
      plugins: {
        hello: { key: 'hello', mounting: false, error: null },
        pair: { key: 'pair', mounting: false, error: null },
      },
    });
    // begin (loading), one completion with the other still mounting, then the last one ends loading.
    expect(states).toEqual([true, true, false]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('records a failing bundle’s error, warns once, and still loads the others', async () => {
    const { registry, store, deps, warn } = setup({
      'https://cdn.example.com/good.js': moduleReturning(chartPlugin('good')),
    });
    await loadDynamicPlugins([row('broken', 'https://cdn.example.com/missing.js'), row('good')], deps);

    expect(registry.has('good')).toBe(true);
    expect(store.getState().plugins.broken).toEqual({
      key: 'broken',
      mounting: false,
      error: 'Failed to fetch dynamically imported module: https://cdn.example.com/missing.js',
    });
    expect(store.getState().loading).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      dynamicPluginMessages.bundleFailed('broken', 'https://cdn.example.com/missing.js'),
    );
  });

  it('explains bundles that do not keep the contract', async () => {
    const { store, registry, deps } = setup({
      'https://cdn.example.com/object.js': async () => ({ default: chartPlugin('object') }),
      'https://cdn.example.com/empty.js': moduleReturning([]),
      'https://cdn.example.com/invalid.js': moduleReturning([chartPlugin('invalid'), { metadata: {} }]),
      'https://cdn.example.com/other.js': moduleReturning(chartPlugin('something_else')),
    });
    await loadDynamicPlugins([row('object'), row('empty'), row('invalid'), row('other')], deps);
    const errors = Object.fromEntries(
      Object.values(store.getState().plugins).map((state) => [state.key, state.error]),
    );
    expect(errors).toEqual({
      object: dynamicPluginMessages.notAFunction,
      empty: dynamicPluginMessages.noPlugins,
      invalid: 'Chart plugin #2 of the bundle: metadata.vizType must be a non-empty string.',
      other: 'The bundle provides "something_else", not the plugin\'s key "other".',
    });
    // A bundle with one bad plugin registers none of them; a wrong key still registers what it gave.
    expect(registry.has('invalid')).toBe(false);
    expect(registry.has('something_else')).toBe(true);
  });

  it('gives up on a bundle that never arrives, so loading ends', async () => {
    vi.useFakeTimers();
    try {
      const { store, deps } = setup(
        { 'https://cdn.example.com/slow.js': () => new Promise(() => {}) },
        30_000,
      );
      const done = loadDynamicPlugins([row('slow')], deps);
      expect(store.getState().loading).toBe(true);
      await vi.advanceTimersByTimeAsync(30_000);
      await done;
      expect(store.getState()).toEqual({
        loading: false,
        plugins: { slow: { key: 'slow', mounting: false, error: dynamicPluginMessages.timedOut(30) } },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fetchAndLoadDynamicPlugins', () => {
  it('fetches the list and loads every plugin on it', async () => {
    const { registry, deps } = setup({
      'https://cdn.example.com/hello.js': moduleReturning(chartPlugin('hello')),
    });
    expect(await fetchAndLoadDynamicPlugins(async () => [row('hello')], deps)).toBe(true);
    expect(registry.has('hello')).toBe(true);
  });

  it('logs a list that cannot be read and ends loading', async () => {
    const { store, deps, warn } = setup({});
    const failure = new Error('Not found');
    expect(
      await fetchAndLoadDynamicPlugins(async () => {
        expect(store.getState().loading).toBe(true);
        throw failure;
      }, deps),
    ).toBe(false);
    expect(store.getState()).toEqual({ loading: false, plugins: {} });
    expect(warn).toHaveBeenCalledWith(dynamicPluginMessages.listFailed, failure);
  });
});
