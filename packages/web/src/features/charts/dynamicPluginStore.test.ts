import { describe, expect, it } from 'vitest';
import {
  createDynamicPluginStore,
  dynamicPluginsReducer,
  initialDynamicPluginsState,
  type DynamicPluginsState,
} from './dynamicPluginStore';

const run = (...actions: Parameters<typeof dynamicPluginsReducer>[1][]): DynamicPluginsState =>
  actions.reduce(dynamicPluginsReducer, initialDynamicPluginsState);

describe('dynamicPluginsReducer', () => {
  it("'begin' marks each plugin as mounting and loading starts", () => {
    expect(run({ type: 'fetch' }, { type: 'begin', keys: ['a', 'b'] })).toEqual({
      loading: true,
      plugins: {
        a: { key: 'a', mounting: true, error: null },
        b: { key: 'b', mounting: true, error: null },
      },
    });
  });

  it("'complete' records an error or none; loading ends when none is still mounting", () => {
    const first = run({ type: 'begin', keys: ['a', 'b'] }, { type: 'complete', key: 'a', error: null });
    expect(first.loading).toBe(true);
    expect(first.plugins.a).toEqual({ key: 'a', mounting: false, error: null });
    const both = dynamicPluginsReducer(first, { type: 'complete', key: 'b', error: 'Failed to fetch' });
    expect(both).toEqual({
      loading: false,
      plugins: {
        a: { key: 'a', mounting: false, error: null },
        b: { key: 'b', mounting: false, error: 'Failed to fetch' },
      },
    });
  });

  it('is loading while the list is fetched, and not after an empty list', () => {
    expect(run({ type: 'fetch' }).loading).toBe(true);
    expect(run({ type: 'fetch' }, { type: 'begin', keys: [] })).toEqual({ loading: false, plugins: {} });
  });

  it('mounting one plugin again keeps the others’ results', () => {
    const state = run(
      { type: 'begin', keys: ['a', 'b'] },
      { type: 'complete', key: 'a', error: 'boom' },
      { type: 'complete', key: 'b', error: null },
      { type: 'begin', keys: ['a'] },
    );
    expect(state.loading).toBe(true);
    expect(state.plugins).toEqual({
      a: { key: 'a', mounting: true, error: null },
      b: { key: 'b', mounting: false, error: null },
    });
  });

  it("'forget' drops a deleted plugin, and ends loading if it was the last one mounting", () => {
    const state = run({ type: 'begin', keys: ['a'] }, { type: 'forget', key: 'a' });
    expect(state).toEqual({ loading: false, plugins: {} });
    const unchanged = run({ type: 'begin', keys: [] });
    expect(dynamicPluginsReducer(unchanged, { type: 'forget', key: 'zzz' })).toBe(unchanged);
  });
});

describe('createDynamicPluginStore', () => {
  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const store = createDynamicPluginStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().loading));
    store.dispatch({ type: 'begin', keys: ['a'] });
    store.dispatch({ type: 'forget', key: 'nope' });
    store.dispatch({ type: 'complete', key: 'a', error: null });
    unsubscribe();
    store.dispatch({ type: 'fetch' });
    expect(seen).toEqual([true, false]);
    expect(store.getState().loading).toBe(true);
  });
});
