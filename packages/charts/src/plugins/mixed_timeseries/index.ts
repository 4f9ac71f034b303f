import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { MixedTimeseriesFormData } from './formData.js';
import { mixedChartQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const mixedChartPlugin: ChartPlugin<MixedTimeseriesFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'mixed_timeseries',
    name: 'Mixed Chart',
    category: 'Evolution',
    tags: [
      'ECharts',
      'Advanced-Analytics',
      'Aesthetic',
      'Line',
      'Bar',
      'Multi-Variables',
      'Time',
      'Transformable',
    ],
    description:
      'Two queries over the same x-axis on one chart, each drawn its own way (line, bar, area, scatter or ' +
      'steps) on the primary or a secondary y-axis: revenue as bars with order counts as a line, or a ' +
      'metric next to the same metric under different filters.',
    exampleCaption: 'Monthly revenue and orders',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...mixedChartQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
