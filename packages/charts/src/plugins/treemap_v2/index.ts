import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { TreemapFormData } from './formData.js';
import { treemapQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const treemapPlugin: ChartPlugin<TreemapFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'treemap_v2',
    name: 'Treemap',
    category: 'Part of a Whole',
    tags: ['Categorical', 'Comparison', 'ECharts', 'Multi-Levels', 'Percentages', 'Proportional', 'Popular'],
    description:
      'Nested rectangles whose areas are a metric, so the share of each part in its parent and in ' +
      'the whole is visible at once. Each level of the hierarchy nests inside the one above it, ' +
      'and every top-level category keeps its color across the dashboard. Click a rectangle to ' +
      'cross-filter on its path.',
    exampleCaption: 'Revenue by region and country',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...treemapQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
