import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

export const lineChartPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_timeseries_line',
    name: 'Line Chart',
    category: 'Evolution',
    tags: ['ECharts', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular', 'Time'],
    description:
      'Shows how one or more metrics change over time (or along any ordered x-axis) as lines joining the ' +
      'data points. Split a metric into one line per value of a dimension, compare with earlier periods, ' +
      'smooth it with a rolling window, and mark events, intervals or formulas with annotation layers.',
    exampleCaption: 'Births by gender over time',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({ ...formData, seriesType: 'line' }),
});
