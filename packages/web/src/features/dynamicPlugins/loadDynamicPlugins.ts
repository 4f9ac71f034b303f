import type { AnyChartPlugin } from '@sightline/charts';
import type { DynamicPlugin } from '@sightline/core';
import { dynamicPluginMessages as messages } from './messages';
import { toChartPlugin } from './pluginShape';
import type { DynamicPluginStore } from '../charts/dynamicPluginStore';

/**
 * Mark every plugin as mounting ('begin'), import each bundle, register what it provides,
 * and record each outcome ('complete'). A bundle that fails is only logged: the others and
 * the product carry on, and the admin page shows the error.
 */

/** What a bundle's default export receives (a fixed set of shared libraries). */
export interface SharedLibraries {
  React: unknown;
  ReactDOM: unknown;
  sdk: unknown;
  /** Loads `@sightline/charts/echarts` (EChart, EChartsChart, echarts) on first use. */
  loadECharts: () => Promise<unknown>;
}

export interface DynamicPluginLoaderDeps {
  registry: { register(plugin: AnyChartPlugin): unknown };
  store: DynamicPluginStore;
  /** Imports an ES module by URL (the browser's `import()`); a test passes a fake. */
  importBundle(url: string): Promise<unknown>;
  sharedLibraries(): SharedLibraries | Promise<SharedLibraries>;
  warn(...args: unknown[]): void;
  /** A bundle that has not arrived by then counts as failed, so loading always ends. */
  timeoutMs: number;
}

export const BUNDLE_TIMEOUT_MS = 30_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(messages.timedOut(Math.round(ms / 1000)))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The chart plugins a bundle module provides: its default export called with the shared libraries. */
export async function pluginsOfModule(module: unknown, shared: SharedLibraries): Promise<AnyChartPlugin[]> {
  const factory =
    typeof module === 'object' && module !== null ? (module as { default?: unknown }).default : undefined;
  if (typeof factory !== 'function') throw new Error(messages.notAFunction);
  const provided: unknown = await (factory as (libraries: SharedLibraries) => unknown)(shared);
  const list = Array.isArray(provided) ? provided : [provided];
  if (list.length === 0) throw new Error(messages.noPlugins);
  return list.map((value, index) => {
    try {
      return toChartPlugin(value);
    } catch (error) {
      throw new Error(messages.invalidPlugin(index, errorMessage(error)), { cause: error });
    }
  });
}

/** Loads one plugin's bundle and registers its chart types; the error text, or null when it loaded. */
async function mountPlugin(plugin: DynamicPlugin, deps: DynamicPluginLoaderDeps): Promise<string | null> {
  try {
    const load = async () => {
      const module = await deps.importBundle(plugin.bundle_url);
      return pluginsOfModule(module, await deps.sharedLibraries());
    };
    const chartPlugins = await withTimeout(load(), deps.timeoutMs);
    // Everything the bundle provides is registered, so a multi-chart bundle works under any of its keys.
    for (const chartPlugin of chartPlugins) deps.registry.register(chartPlugin);
    const vizTypes = chartPlugins.map((chartPlugin) => chartPlugin.metadata.vizType);
    if (!vizTypes.includes(plugin.key)) throw new Error(messages.keyMissing(plugin.key, vizTypes));
    return null;
  } catch (error) {
    deps.warn(messages.bundleFailed(plugin.key, plugin.bundle_url), error);
    return errorMessage(error);
  }
}

/** Mounts the given plugins in parallel; resolves when every one has completed (loaded or failed). */
export async function loadDynamicPlugins(
  plugins: readonly DynamicPlugin[],
  deps: DynamicPluginLoaderDeps,
): Promise<void> {
  deps.store.dispatch({ type: 'begin', keys: plugins.map((plugin) => plugin.key) });
  await Promise.all(
    plugins.map(async (plugin) => {
      const error = await mountPlugin(plugin, deps);
      deps.store.dispatch({ type: 'complete', key: plugin.key, error });
    }),
  );
}

/** Fetches the plugin list, then mounts every plugin. A failed fetch is logged and ends loading. */
export async function fetchAndLoadDynamicPlugins(
  fetchList: () => Promise<readonly DynamicPlugin[]>,
  deps: DynamicPluginLoaderDeps,
): Promise<boolean> {
  deps.store.dispatch({ type: 'fetch' });
  let plugins: readonly DynamicPlugin[];
  try {
    plugins = await fetchList();
  } catch (error) {
    deps.warn(messages.listFailed, error);
    deps.store.dispatch({ type: 'begin', keys: [] });
    return false;
  }
  await loadDynamicPlugins(plugins, deps);
  return true;
}
