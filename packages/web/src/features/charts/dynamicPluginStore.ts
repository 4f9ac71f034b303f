import { useSyncExternalStore } from 'react';

/**
 * Loading state of dynamic plugins ('Dynamic plugin: key, bundle_url, with a mounting state and
 * an error'; §4.3). A module store rather than a Redux slice: the loader runs outside React, and chart
 * pages and the admin page only read it.
 */

export interface DynamicPluginLoadState {
  key: string;
  mounting: boolean;
  /** Why the bundle failed; null while mounting and once it loaded. */
  error: string | null;
}

export interface DynamicPluginsState {
  /** True while the list is being fetched or any bundle is still mounting. */
  loading: boolean;
  plugins: Readonly<Record<string, DynamicPluginLoadState>>;
}

export type DynamicPluginsAction =
  /** The plugin list is being fetched. */
  | { type: 'fetch' }
  /** 'begin' marks each plugin as mounting. */
  | { type: 'begin'; keys: readonly string[] }
  /** 'complete' records an error or none. */
  | { type: 'complete'; key: string; error: string | null }
  /** A plugin was deleted: its state goes with it. */
  | { type: 'forget'; key: string };

export const initialDynamicPluginsState: DynamicPluginsState = { loading: false, plugins: {} };

const anyMounting = (plugins: DynamicPluginsState['plugins']) =>
  Object.values(plugins).some((plugin) => plugin.mounting);

/** Pure: loading ends when none is still mounting. */
export function dynamicPluginsReducer(
  state: DynamicPluginsState,
  action: DynamicPluginsAction,
): DynamicPluginsState {
  switch (action.type) {
    case 'fetch':
      return { ...state, loading: true };
    case 'begin': {
      const plugins = { ...state.plugins };
      for (const key of action.keys) plugins[key] = { key, mounting: true, error: null };
      return { loading: anyMounting(plugins), plugins };
    }
    case 'complete': {
      const plugins = {
        ...state.plugins,
        [action.key]: { key: action.key, mounting: false, error: action.error },
      };
      return { loading: anyMounting(plugins), plugins };
    }
    case 'forget': {
      if (!(action.key in state.plugins)) return state;
      const plugins = { ...state.plugins };
      delete plugins[action.key];
      return { loading: anyMounting(plugins), plugins };
    }
  }
}

export interface DynamicPluginStore {
  getState(): DynamicPluginsState;
  dispatch(action: DynamicPluginsAction): void;
  subscribe(listener: () => void): () => void;
}

export function createDynamicPluginStore(
  initial: DynamicPluginsState = initialDynamicPluginsState,
): DynamicPluginStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = dynamicPluginsReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's store. */
export const dynamicPluginStore = createDynamicPluginStore();

export function useDynamicPluginsState(store: DynamicPluginStore = dynamicPluginStore): DynamicPluginsState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

/**
 * True while dynamic plugins are still loading: a chart page can show its spinner instead of 'unknown
 * chart type' for a type whose bundle has not arrived yet.
 */
export function useDynamicPluginsLoading(store: DynamicPluginStore = dynamicPluginStore): boolean {
  return useDynamicPluginsState(store).loading;
}
