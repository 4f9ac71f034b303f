import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { HistogramFormData } from './formData.js';
import { histogramQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const histogramPlugin: ChartPlugin<HistogramFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'histogram_v2',
    name: 'Histogram',
    category: 'Distribution',
    tags: ['Comparison', 'Distribution', 'ECharts', 'Popular'],
    description:
      'Shows how the values of a numeric column are spread: where they cluster, how wide they ' +
      'range and where the outliers are. The server splits the range into equal-width bins and ' +
      'counts the rows in each, per group when you add dimensions; counts can be normalized into ' +
      'shares of the total or accumulated from the lowest bin up.',
    exampleCaption: 'Latency distribution',
    behaviors: ['DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...histogramQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
