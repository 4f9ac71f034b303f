import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

export const scatterPlotPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_timeseries_scatter',
    name: 'Scatter Plot',
    category: 'Evolution',
    tags: ['ECharts', 'Advanced-Analytics', 'Aesthetic', 'Scatter', 'Transformable', 'Time', 'Popular'],
    description:
      'Draws each value as an unconnected point along the x-axis, one color per series: for irregular ' +
      'measurements, outliers and spreads where joining the points would suggest a trend that is not there.',
    exampleCaption: 'Daily latency by device',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({
    ...formData,
    seriesType: 'scatter',
    markerEnabled: true,
    stack: null,
    area: false,
  }),
});
