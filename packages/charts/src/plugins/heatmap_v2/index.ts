import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import type { EChartsChartProps } from '../../sdk/echarts/EChartsChart.js';
import { controlPanel } from './controlPanel.js';
import type { HeatmapFormData } from './formData.js';
import { heatmapQuery } from './query.js';
import { transformProps } from './transformProps.js';

export const heatmapPlugin: ChartPlugin<HeatmapFormData, EChartsChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'heatmap_v2',
    name: 'Heatmap',
    category: 'Correlation',
    tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Popular'],
    description:
      'A grid of two dimensions where every cell is colored by a metric, so patterns between the ' +
      'two stand out: busy hours per weekday, sales per region and month. Colors can be normalized ' +
      'across the whole grid, each column or each row, or replaced by the percentile rank. Click a ' +
      'cell to cross-filter on both of its categories.',
    exampleCaption: 'Traffic by hour and weekday',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...heatmapQuery,
  transformProps,
  loadComponent: () => import('../../sdk/echarts/EChartsChart.js'),
});
