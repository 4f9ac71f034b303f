import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { BigNumberFormData } from './formData.js';
import { bigNumberQuery } from './query.js';
import { transformProps, type BigNumberWithTrendlineProps } from './transformProps.js';

export const bigNumberPlugin: ChartPlugin<BigNumberFormData, BigNumberWithTrendlineProps> = defineChartPlugin(
  {
    metadata: {
      vizType: 'big_number',
      name: 'Big Number with Trendline',
      category: 'KPI',
      tags: ['Popular', 'ECharts', 'Advanced-Analytics', 'Line', 'Percentages', 'Report', 'Trend'],
      description:
        'One headline number with its trend line underneath, for a metric whose direction matters as ' +
        'much as its level. The newest period is shown big, with ' +
        'its change against a period of your choice (green when it rose, red when it fell), and the trend ' +
        'can be smoothed with a rolling window.',
      exampleCaption: 'Births per year',
      behaviors: ['DRILL_TO_DETAIL'],
    },
    controlPanel,
    ...bigNumberQuery,
    transformProps,
    loadComponent: () => import('./BigNumberWithTrendline.js'),
  },
);
