import { emptyFilterDataMask, type DataMask, type NativeFilter } from '@sightline/core';
import type { ChartPluginRegistry } from '../registry.js';
import { nativeFilterPluginOf } from './nativeFilterPlugin.js';

/** The mask `value` publishes for `filter`, by the plugin of its type; an unknown type filters nothing. */
export function filterValueDataMask(
  registry: ChartPluginRegistry,
  filter: NativeFilter,
  value: unknown,
): DataMask {
  return nativeFilterPluginOf(registry, filter.filterType)?.dataMask(filter, value) ?? emptyFilterDataMask();
}
