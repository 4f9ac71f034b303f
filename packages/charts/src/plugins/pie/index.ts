import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { PieFormData } from './formData.js';
import { pieQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const piePlugin: ChartPlugin<PieFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'pie',
    name: 'Pie Chart',
    category: 'Part of a Whole',
    tags: ['Popular', 'ECharts', 'Categorical', 'Aesthetic', 'Percentages', 'Proportional', 'Circular'],
    description:
      'Shows how a whole divides into parts: each slice is a value of a dimension, sized by a ' +
      'metric. Pie charts are hard to read precisely, so when the proportions matter more than the ' +
      'picture, a bar chart is usually the better choice. Turn on the donut to leave room for a ' +
      'total in the middle.',
    exampleCaption: 'Revenue by region',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...pieQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
