import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { SunburstFormData } from './formData.js';
import { sunburstQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const sunburstPlugin: ChartPlugin<SunburstFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'sunburst_v2',
    name: 'Sunburst Chart',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Multi-Levels', 'Proportional', 'Advanced-Analytics'],
    description:
      'A hierarchy drawn as rings around a centre: the innermost ring is the top level and each ' +
      'arc is sized by the primary metric. Colors follow the top-level categories or, with a ' +
      'secondary metric, the ratio of the secondary to the primary metric on a sequential scale. ' +
      'Click an arc to cross-filter on its path.',
    exampleCaption: 'Product mix by deal size',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...sunburstQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
