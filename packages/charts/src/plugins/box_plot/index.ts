import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { BoxPlotFormData } from './formData.js';
import { boxPlotQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const boxPlotPlugin: ChartPlugin<BoxPlotFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'box_plot',
    name: 'Box Plot',
    category: 'Distribution',
    tags: ['Distribution', 'ECharts', 'Statistical', 'Advanced-Analytics'],
    description:
      'Box-and-whisker plots side by side, one per group, to compare how a metric is distributed. ' +
      'The box spans the first to the third quartile with the median inside; the whiskers reach ' +
      'the Tukey fences, the minimum and maximum or chosen percentiles, and the values beyond them ' +
      'are drawn as outlier points.',
    exampleCaption: 'Customer revenue by product line',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...boxPlotQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
