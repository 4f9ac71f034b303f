import { dynamicPluginReadResponseSchema, type DynamicPlugin } from '@sightline/core';
import { apiClient } from '../../platform/apiClient';
import { chartRegistry } from '../charts/chartRegistry';
import { DYNAMIC_PLUGIN_URLS } from './dynamicPluginApi';
import {
  BUNDLE_TIMEOUT_MS,
  fetchAndLoadDynamicPlugins,
  loadDynamicPlugins,
  type DynamicPluginLoaderDeps,
} from './loadDynamicPlugins';
import { dynamicPluginStore } from '../charts/dynamicPluginStore';
import { sharedLibraries } from './sharedLibraries';

/**
 * The loader wired to the app: its API client, chart registry, store and the browser's `import()`.
 * Loaded on demand (it carries the whole chart SDK for the bundles) only when the feature is on.
 */

const appLoaderDeps: DynamicPluginLoaderDeps = {
  registry: chartRegistry,
  store: dynamicPluginStore,
  // The URL is only known at run time; Vite must leave this import to the browser.
  importBundle: (url) => import(/* @vite-ignore */ url) as Promise<unknown>,
  sharedLibraries: () => sharedLibraries,
  warn: (...args) => console.warn(...args),
  timeoutMs: BUNDLE_TIMEOUT_MS,
};

export async function fetchDynamicPluginList(): Promise<DynamicPlugin[]> {
  const body = await apiClient.request<unknown>({ url: DYNAMIC_PLUGIN_URLS.read });
  return dynamicPluginReadResponseSchema.parse(body).result;
}

/** Fetches the list and mounts every plugin; false when the list could not be read. */
export function loadAppDynamicPlugins(): Promise<boolean> {
  return fetchAndLoadDynamicPlugins(fetchDynamicPluginList, appLoaderDeps);
}

/** Mounts one plugin now (after the admin added or changed it), without a page reload. */
export function mountDynamicPlugin(plugin: DynamicPlugin): Promise<void> {
  return loadDynamicPlugins([plugin], appLoaderDeps);
}
