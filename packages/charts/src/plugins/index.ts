import type { AnyChartPlugin } from '../sdk/chartPlugin.js';
import type { ChartPluginRegistry } from '../sdk/registry.js';
import { bigNumberTotalPlugin } from './big_number_total/index.js';

/** Built-in chart types in gallery display order. */
export const BUILT_IN_CHART_PLUGINS: readonly AnyChartPlugin[] = [bigNumberTotalPlugin];

export function registerBuiltInChartPlugins(registry: ChartPluginRegistry): void {
  for (const plugin of BUILT_IN_CHART_PLUGINS) registry.register(plugin);
}
