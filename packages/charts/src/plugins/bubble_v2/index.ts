import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { BubbleFormData } from './formData.js';
import { bubbleQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const bubblePlugin: ChartPlugin<BubbleFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'bubble_v2',
    name: 'Bubble Chart',
    category: 'Correlation',
    tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Popular'],
    description:
      'Places each entity by two metrics (x and y) and sizes its bubble by a third. Bubbles in the ' +
      'same series share a color and a legend entry, and either axis can be logarithmic or ' +
      'bounded. Click a bubble to cross-filter on its entity.',
    exampleCaption: 'Life expectancy vs GDP per capita',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...bubbleQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
