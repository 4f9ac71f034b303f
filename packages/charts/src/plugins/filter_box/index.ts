import type { ChartPlugin } from '../../sdk/chartPlugin.js';
import { defineChartPlugin } from '../../sdk/defineChartPlugin.js';
import { controlPanel } from './controlPanel.js';
import type { FilterBoxFormData } from './formData.js';
import { filterBoxQuery } from './query.js';
import { transformProps, type FilterBoxProps } from './transformProps.js';

/** The legacy filter box: still drawn on old dashboards, not offered for new charts (deprecated). */
export const filterBoxPlugin: ChartPlugin<FilterBoxFormData, FilterBoxProps> = defineChartPlugin({
  metadata: {
    vizType: 'filter_box',
    name: 'Filter box',
    category: 'Other',
    tags: ['Legacy'],
    description:
      'A multi filter, multi-choice filter box to make dashboards interactive. Superseded by the dashboard filter bar.',
    exampleCaption: 'Filter box',
    behaviors: [],
    deprecated: true,
    label: 'DEPRECATED',
    labelExplanation: 'This chart type is deprecated: use the dashboard native filters instead.',
  },
  controlPanel,
  ...filterBoxQuery,
  transformProps,
  loadComponent: () => import('./FilterBox.js'),
  // Fields with no choices still draw their selects.
  rendersEmptyResult: true,
});
