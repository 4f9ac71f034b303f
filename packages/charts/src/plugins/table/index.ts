import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { TableFormData } from './formData.js';
import { tableQuery } from './query.js';
import { transformProps, type TableChartProps } from './transformProps.js';

export const tablePlugin: ChartPlugin<TableFormData, TableChartProps> = defineChartPlugin({
  metadata: {
    vizType: 'table',
    name: 'Table',
    category: 'Table',
    tags: ['Popular', 'Tabular', 'Report', 'Description'],
    description:
      'Rows and columns, the most direct view of a dataset: list raw records or group by ' +
      'dimensions with metrics and percentage metrics, then sort, search and page through them, ' +
      'with cell bars and conditional colors to make values stand out and clicks that cross-filter ' +
      'a dashboard.',
    exampleCaption: 'Top customers with cell bars',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...tableQuery,
  transformProps,
  loadComponent: () => import('./TableChart.js'),
  // The search box and pager stay usable when a search or page finds nothing.
  rendersEmptyResult: false,
});
