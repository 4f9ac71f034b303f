import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { PivotTableFormData } from './formData.js';
import { pivotTableQuery } from './query.js';
import { transformProps, type PivotTableProps } from './transformProps.js';

export const pivotTablePlugin: ChartPlugin<PivotTableFormData, PivotTableProps> = defineChartPlugin({
  metadata: {
    vizType: 'pivot_table_v2',
    name: 'Pivot Table',
    category: 'Table',
    tags: ['Additive', 'Report', 'Tabular', 'Popular'],
    description:
      'Summarizes metrics by two sets of dimensions at once, one down the rows and one across the ' +
      'columns: sales by region and month, tickets by status and team. Metrics can run along the ' +
      'columns or the rows, with subtotals, totals, a choice of aggregation and sort order, and ' +
      'conditional colors; clicking a row or column header cross-filters on it.',
    exampleCaption: 'Revenue by country and deal size',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  ...pivotTableQuery,
  transformProps,
  loadComponent: () => import('./PivotTableChart.js'),
});
