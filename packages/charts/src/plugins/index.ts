import type { AnyChartPlugin } from '../sdk/chartPlugin.js';
import type { AnyNativeFilterPlugin } from '../sdk/nativeFilter/nativeFilterPlugin.js';
import type { ChartPluginRegistry } from '../sdk/registry.js';
import { boxPlotPlugin } from './box_plot/index.js';
import { bubblePlugin } from './bubble_v2/index.js';
import { heatmapPlugin } from './heatmap_v2/index.js';
import { histogramPlugin } from './histogram_v2/index.js';
import { sunburstPlugin } from './sunburst_v2/index.js';
import { treemapPlugin } from './treemap_v2/index.js';
import { wordCloudPlugin } from './word_cloud/index.js';
import { bigNumberPlugin } from './big_number/index.js';
import { bigNumberTotalPlugin } from './big_number_total/index.js';
import { deckScatterPlugin } from './deck_scatter/index.js';
import { areaChartPlugin } from './echarts_area/index.js';
import { barChartPlugin } from './echarts_timeseries_bar/index.js';
import { lineChartPlugin } from './echarts_timeseries_line/index.js';
import { scatterPlotPlugin } from './echarts_timeseries_scatter/index.js';
import { smoothLineChartPlugin } from './echarts_timeseries_smooth/index.js';
import { steppedLineChartPlugin } from './echarts_timeseries_step/index.js';
import { mixedChartPlugin } from './mixed_timeseries/index.js';
import { distBarPlugin } from './dist_bar/index.js';
import { filterBoxPlugin } from './filter_box/index.js';
import { rangeFilterPlugin } from './filter_range/index.js';
import { selectFilterPlugin } from './filter_select/index.js';
import { timeRangeFilterPlugin } from './filter_time/index.js';
import { timeColumnFilterPlugin } from './filter_timecolumn/index.js';
import { timeGrainFilterPlugin } from './filter_timegrain/index.js';
import { funnelPlugin } from './funnel/index.js';
import { gaugeChartPlugin } from './gauge_chart/index.js';
import { piePlugin } from './pie/index.js';
import { radarPlugin } from './radar/index.js';
import { pivotTablePlugin } from './pivot_table_v2/index.js';
import { tablePlugin } from './table/index.js';
import { timeTablePlugin } from './time_table/index.js';
import { worldMapPlugin } from './world_map/index.js';

/** Built-in chart types in gallery display order. */
export const BUILT_IN_CHART_PLUGINS: readonly AnyChartPlugin[] = [
  tablePlugin,
  pivotTablePlugin,
  timeTablePlugin,
  bigNumberTotalPlugin,
  bigNumberPlugin,
  lineChartPlugin,
  barChartPlugin,
  areaChartPlugin,
  scatterPlotPlugin,
  smoothLineChartPlugin,
  steppedLineChartPlugin,
  mixedChartPlugin,
  piePlugin,
  funnelPlugin,
  gaugeChartPlugin,
  distBarPlugin,
  radarPlugin,
  worldMapPlugin,
  deckScatterPlugin,
  heatmapPlugin,
  histogramPlugin,
  boxPlotPlugin,
  treemapPlugin,
  sunburstPlugin,
  wordCloudPlugin,
  bubblePlugin,
  filterBoxPlugin,
];

export function registerBuiltInChartPlugins(registry: ChartPluginRegistry): void {
  for (const plugin of BUILT_IN_CHART_PLUGINS) registry.register(plugin);
}

/** Built-in filter types in the order the filter configuration modal offers them. */
export const BUILT_IN_FILTER_PLUGINS: readonly AnyNativeFilterPlugin[] = [
  selectFilterPlugin,
  rangeFilterPlugin,
  timeRangeFilterPlugin,
  timeGrainFilterPlugin,
  timeColumnFilterPlugin,
];

export function registerBuiltInFilterPlugins(registry: ChartPluginRegistry): void {
  for (const plugin of BUILT_IN_FILTER_PLUGINS) registry.register(plugin);
}
