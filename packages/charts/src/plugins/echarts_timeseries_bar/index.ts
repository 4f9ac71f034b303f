import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

export const barChartPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_timeseries_bar',
    name: 'Bar Chart',
    category: 'Evolution',
    tags: [
      'ECharts',
      'Advanced-Analytics',
      'Aesthetic',
      'Bar',
      'Stacked',
      'Transformable',
      'Vertical',
      'Time',
      'Popular',
    ],
    description:
      'Compares values across time periods or categories as vertical or horizontal bars. The x-axis can be ' +
      'a time column (one bar per time grain) or any other column (one bar per category, sortable by name ' +
      'or value); split bars by a dimension side by side or stacked, and show values and totals on the bars.',
    exampleCaption: 'Monthly revenue',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({ ...formData, seriesType: 'bar', area: false }),
});
