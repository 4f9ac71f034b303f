import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { buildQuery } from './buildQuery.js';
import { controlPanel } from './controlPanel.js';
import { radarFormDataSchema, type RadarFormData } from './formData.js';
import { transformProps } from './transformProps.js';

export const radarPlugin: ChartPlugin<RadarFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'radar',
    name: 'Radar Chart',
    category: 'Ranking',
    tags: ['ECharts', 'Comparison', 'Multi-Variables', 'Business', 'Web'],
    description:
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own ' +
      'line of points and each metric is represented as an edge in the chart, scaled to the largest ' +
      'value of that metric unless you fix the axis maximum, so groups with very different magnitudes ' +
      'can be compared shape to shape.',
    exampleCaption: 'Product lines compared',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  formDataSchema: radarFormDataSchema,
  buildQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
