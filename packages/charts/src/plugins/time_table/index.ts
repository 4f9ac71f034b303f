import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { TimeTableFormData } from './formData.js';
import { timeTableQuery } from './query.js';
import { transformProps, type TimeTableProps } from './transformProps.js';

export const timeTablePlugin: ChartPlugin<TimeTableFormData, TimeTableProps> = defineChartPlugin({
  metadata: {
    vizType: 'time_table',
    name: 'Time-series Table',
    category: 'Table',
    tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
    description:
      'Compare metrics over time in one table: each row is a metric, or a series when grouped, and each ' +
      'column is a view you configure: the value some periods back or its difference, ratio or percentage ' +
      'change against the latest one, the share of the latest total, an average over recent periods, or a ' +
      'sparkline of the whole range. Color bounds underline values red to blue.',
    exampleCaption: 'Monthly sales KPIs',
    behaviors: [],
  },
  controlPanel,
  ...timeTableQuery,
  transformProps,
  loadComponent: () => import('./TimeTableChart.js'),
});
