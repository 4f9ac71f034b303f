import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

const STEP_TYPES = new Set(['start', 'middle', 'end']);

export const steppedLineChartPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_timeseries_step',
    name: 'Stepped Line',
    category: 'Evolution',
    tags: ['ECharts', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Stacked', 'Transformable', 'Time'],
    description:
      'A line chart that holds each value until the next one and then jumps, so the steps show exactly ' +
      'when a value changed: prices, stock levels, thresholds and other quantities that change at discrete ' +
      'moments. The step can sit at the start, middle or end of each interval.',
    exampleCaption: 'Average unit price per month',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({
    ...formData,
    seriesType: STEP_TYPES.has(formData.seriesType) ? formData.seriesType : 'start',
  }),
});
