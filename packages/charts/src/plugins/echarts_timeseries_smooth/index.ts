import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

export const smoothLineChartPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_timeseries_smooth',
    name: 'Smooth Line',
    category: 'Evolution',
    tags: ['ECharts', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Transformable', 'Time'],
    description:
      'A line chart drawn with smooth curves instead of straight segments: for trends whose overall shape ' +
      'matters more than each individual point, such as daily traffic over a year.',
    exampleCaption: 'Page views, 7-day average',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({ ...formData, seriesType: 'smooth' }),
});
