import type { DataMask, NativeFilter } from '@sightline/core';
import type { AnyChartPlugin, ChartPlugin } from '../chartPlugin.js';
import type { ChartPluginDeclaration } from '../defineChartPlugin.js';
import { defineChartPlugin } from '../defineChartPlugin.js';
import type { ChartPluginRegistry } from '../registry.js';
import type { NativeFilterFormData } from './nativeFilterFormData.js';

/**
 * A native filter is a chart plugin whose viz type is the saved filter's `filterType`: the filter bar
 * draws it through the chart renderer and the filter configuration modal draws its control panel.
 */

/** The column kinds a filter may target: any column, or a numeric one (a range). */
export type FilterColumnKind = 'any' | 'numeric';

/** What a filter type targets: whether it needs a dataset, and which kind of column (null: none). */
export interface NativeFilterTargetNeeds {
  dataset: boolean;
  column: FilterColumnKind | null;
}

export interface NativeFilterPlugin<P = unknown> extends ChartPlugin<NativeFilterFormData, P> {
  target: NativeFilterTargetNeeds;
  /** The mask a value publishes (what Apply stores); a value it cannot read filters nothing. */
  dataMask(filter: NativeFilter, value: unknown): DataMask;
  /** Whether its values may depend on other filters' selections, and other filters on its (cascade). */
  cascades: boolean;
  /** The error of a default value the type refuses, or false when it is fine. */
  validateDefaultValue?(value: unknown): string | false;
}

/** Erases the props type so filter plugins of every type fit one list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyNativeFilterPlugin = NativeFilterPlugin<any>;

/** A filter plugin as it declares itself: behaviours and category follow from being a native filter. */
export type NativeFilterPluginDeclaration<P> = Omit<
  ChartPluginDeclaration<NativeFilterFormData, P>,
  'metadata'
> & {
  metadata: Omit<
    ChartPluginDeclaration<NativeFilterFormData, P>['metadata'],
    'behaviors' | 'category' | 'tags'
  >;
  target: NativeFilterTargetNeeds;
  dataMask(filter: NativeFilter, value: unknown): DataMask;
  cascades?: boolean;
  validateDefaultValue?(value: unknown): string | false;
};

export function defineNativeFilterPlugin<P>({
  metadata,
  target,
  dataMask,
  cascades = false,
  validateDefaultValue,
  ...plugin
}: NativeFilterPluginDeclaration<P>): NativeFilterPlugin<P> {
  return {
    ...defineChartPlugin<NativeFilterFormData, P>({
      metadata: { ...metadata, category: 'Other', tags: [], behaviors: ['NATIVE_FILTER'] },
      // A filter draws its control whether or not it has loaded options.
      rendersEmptyResult: true,
      ...plugin,
    }),
    target,
    dataMask,
    cascades,
    ...(validateDefaultValue ? { validateDefaultValue } : {}),
  };
}

export function isNativeFilterPlugin(plugin: AnyChartPlugin | undefined): plugin is AnyNativeFilterPlugin {
  return !!plugin && plugin.metadata.behaviors.includes('NATIVE_FILTER');
}

/** The plugin of a filter type, or undefined for a type this version does not know. */
export function nativeFilterPluginOf(
  registry: ChartPluginRegistry,
  filterType: string,
): AnyNativeFilterPlugin | undefined {
  const plugin = registry.get(filterType);
  return isNativeFilterPlugin(plugin) ? plugin : undefined;
}

/** Every registered filter type, in registration order (the order the configuration modal offers). */
export function nativeFilterPlugins(registry: ChartPluginRegistry): AnyNativeFilterPlugin[] {
  return registry.metadata().flatMap(({ vizType }) => nativeFilterPluginOf(registry, vizType) ?? []);
}
