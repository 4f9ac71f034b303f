import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { RadarFormData } from './formData.js';
import { radarQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const radarPlugin: ChartPlugin<RadarFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'radar',
    name: 'Radar Chart',
    category: 'Ranking',
    tags: ['ECharts', 'Comparison', 'Multi-Variables', 'Business', 'Web'],
    description:
      'Compares groups across several metrics at once: each metric is a spoke and each group draws ' +
      'its own polygon through them. Every spoke is scaled to the largest value of its metric ' +
      'unless you fix its maximum, so groups of very different sizes can be compared by shape.',
    exampleCaption: 'Product lines compared',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...radarQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
