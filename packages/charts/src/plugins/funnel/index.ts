import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { FunnelFormData } from './formData.js';
import { funnelQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const funnelPlugin: ChartPlugin<FunnelFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'funnel',
    name: 'Funnel Chart',
    category: 'KPI',
    tags: ['ECharts', 'Business', 'Progressive', 'Sequential', 'Trend'],
    description:
      'Follows a metric through the stages of a process: visitors who view a page, add to cart and ' +
      'buy, or leads that become deals. Each step is a band whose width is its value; labels and ' +
      'tooltips show the share of the first step, of the step before, or of the total, so the biggest ' +
      'drop-off stands out at a glance.',
    exampleCaption: 'Conversion funnel',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...funnelQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
