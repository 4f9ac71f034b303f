import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { DeckScatterFormData } from './formData.js';
import { deckScatterQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const deckScatterPlugin: ChartPlugin<DeckScatterFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'deck_scatter',
    name: 'deck.gl Scatterplot',
    category: 'Map',
    tags: ['ECharts', 'Scatter', 'Geo', '2D', 'Comparison'],
    description:
      'Plots each row as a point on a world map. Locations come from longitude and latitude columns, one ' +
      '"longitude,latitude" text column, or a geohash. Points are sized in meters, kilometers, miles or ' +
      'pixels, by a fixed value or a metric, and colored with one color or by a category. The map zooms to ' +
      'the data unless a saved viewport is kept; click a point to cross-filter on its category.',
    exampleCaption: 'Points of interest by category',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...deckScatterQuery,
  transformProps,
  loadComponent: () => import('../../sdk/geo/GeoChart.js'),
});
