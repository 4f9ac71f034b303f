import {
  filterValueDataMask,
  nativeFilterPluginOf,
  nativeFilterPlugins,
  nativeFilterRegistry,
  preloadChartComponent,
  registerBuiltInFilterPlugins,
  type AnyNativeFilterPlugin,
} from '@sightline/charts';
import type { DataMask, NativeFilter } from '@sightline/core';

registerBuiltInFilterPlugins(nativeFilterRegistry);
// Filters draw as the dashboard opens, so their (small) components load with the registry.
for (const plugin of nativeFilterPlugins(nativeFilterRegistry))
  preloadChartComponent(plugin).catch(() => undefined);

/** The app's filter types, with the built-in ones registered. */
export { nativeFilterRegistry };

/** The plugin of a filter type; undefined for a type this version does not know. */
export function filterPluginOf(filterType: string): AnyNativeFilterPlugin | undefined {
  return nativeFilterPluginOf(nativeFilterRegistry, filterType);
}

/** Every filter type, in the order the filter configuration modal offers them. */
export function filterPlugins(): AnyNativeFilterPlugin[] {
  return nativeFilterPlugins(nativeFilterRegistry);
}

/** The mask `value` publishes for `filter`; an unknown type filters nothing. */
export function filterDataMask(filter: NativeFilter, value: unknown): DataMask {
  return filterValueDataMask(nativeFilterRegistry, filter, value);
}
