import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { DistBarFormData } from './formData.js';
import { distBarQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const distBarPlugin: ChartPlugin<DistBarFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'dist_bar',
    name: 'Categorical Bar Chart',
    category: 'Ranking',
    tags: ['ECharts', 'Bar', 'Categorical', 'Comparison', 'Ranking', 'Stacked'],
    description:
      'Compares metrics across the values of one or more dimensions: one group of bars per category, ' +
      'largest first, optionally broken down into stacked or side-by-side series and shown as shares of ' +
      "each category's total. It reads charts saved as Superset's legacy NVD3 bar chart, drawn with " +
      'ECharts, vertically or horizontally.',
    exampleCaption: 'Boys and girls by state',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...distBarQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
