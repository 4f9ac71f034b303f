import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { GaugeFormData } from './formData.js';
import { gaugeChartQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const gaugeChartPlugin: ChartPlugin<GaugeFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'gauge_chart',
    name: 'Gauge Chart',
    category: 'KPI',
    tags: ['ECharts', 'Business', 'Multi-Dimensions', 'Progressive', 'Report'],
    description:
      'One metric on a dial between a minimum and a maximum: where the pointer stands shows ' +
      'progress and the terminal value shows the target. Colored bands mark thresholds (for example ' +
      'good, acceptable and slow response times), and grouping by a dimension puts one pointer per group ' +
      'on the same dial.',
    exampleCaption: 'Average latency',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...gaugeChartQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
