/**
 * The chart types' queries without their rendering: what turns a saved chart's form data into its query
 * context. It imports no React, antd or ECharts, so the server can build the query of a chart saved
 * without one (queries.test.ts checks the module graph).
 */
import type { AnyChartQuery } from './sdk/chartPlugin.js';
import { bigNumberQuery } from './plugins/big_number/query.js';
import { bigNumberTotalQuery } from './plugins/big_number_total/query.js';
import { boxPlotQuery } from './plugins/box_plot/query.js';
import { bubbleQuery } from './plugins/bubble_v2/query.js';
import { deckScatterQuery } from './plugins/deck_scatter/query.js';
import { distBarQuery } from './plugins/dist_bar/query.js';
import { filterBoxQuery } from './plugins/filter_box/query.js';
import { funnelQuery } from './plugins/funnel/query.js';
import { gaugeChartQuery } from './plugins/gauge_chart/query.js';
import { heatmapQuery } from './plugins/heatmap_v2/query.js';
import { histogramQuery } from './plugins/histogram_v2/query.js';
import { mixedChartQuery } from './plugins/mixed_timeseries/query.js';
import { pieQuery } from './plugins/pie/query.js';
import { pivotTableQuery } from './plugins/pivot_table_v2/query.js';
import { radarQuery } from './plugins/radar/query.js';
import { sunburstQuery } from './plugins/sunburst_v2/query.js';
import { tableQuery } from './plugins/table/query.js';
import { timeTableQuery } from './plugins/time_table/query.js';
import { timeseriesQuery } from './plugins/timeseries/query.js';
import { treemapQuery } from './plugins/treemap_v2/query.js';
import { wordCloudQuery } from './plugins/word_cloud/query.js';
import { worldMapQuery } from './plugins/world_map/query.js';

export type { AnyChartQuery, BuildQueryContext, ChartQuery, FormDataMigration } from './sdk/chartPlugin.js';
export { defineChartQuery } from './sdk/defineChartPlugin.js';
export { FormDataError, parseFormData } from './sdk/parseFormData.js';
export { buildChartQueryContext } from './sdk/chartQueryContext.js';

/** Every built-in chart type's query, by viz type. */
export const CHART_QUERIES: ReadonlyMap<string, AnyChartQuery> = new Map<string, AnyChartQuery>([
  ['table', tableQuery],
  ['pivot_table_v2', pivotTableQuery],
  ['time_table', timeTableQuery],
  ['big_number_total', bigNumberTotalQuery],
  ['big_number', bigNumberQuery],
  ['echarts_timeseries_line', timeseriesQuery],
  ['echarts_timeseries_bar', timeseriesQuery],
  ['echarts_area', timeseriesQuery],
  ['echarts_timeseries_scatter', timeseriesQuery],
  ['echarts_timeseries_smooth', timeseriesQuery],
  ['echarts_timeseries_step', timeseriesQuery],
  ['mixed_timeseries', mixedChartQuery],
  ['pie', pieQuery],
  ['funnel', funnelQuery],
  ['gauge_chart', gaugeChartQuery],
  ['dist_bar', distBarQuery],
  ['radar', radarQuery],
  ['world_map', worldMapQuery],
  ['deck_scatter', deckScatterQuery],
  ['heatmap_v2', heatmapQuery],
  ['histogram_v2', histogramQuery],
  ['box_plot', boxPlotQuery],
  ['treemap_v2', treemapQuery],
  ['sunburst_v2', sunburstQuery],
  ['word_cloud', wordCloudQuery],
  ['bubble_v2', bubbleQuery],
  ['filter_box', filterBoxQuery],
]);
