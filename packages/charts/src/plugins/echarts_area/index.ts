import { createTimeseriesPlugin } from '../timeseries/createTimeseriesPlugin.js';
import { controlPanel } from './controlPanel.js';

const AREA_SERIES_TYPES = new Set(['line', 'smooth', 'start', 'middle', 'end']);

export const areaChartPlugin = createTimeseriesPlugin({
  metadata: {
    vizType: 'echarts_area',
    name: 'Area Chart',
    category: 'Evolution',
    tags: [
      'ECharts',
      'Advanced-Analytics',
      'Aesthetic',
      'Line',
      'Stacked',
      'Transformable',
      'Time',
      'Popular',
    ],
    description:
      'A line chart with the area under each line filled in. Stacked, it shows how a total evolves over ' +
      'time and how each series contributes to it; as a stream, the layers flow around a centre line.',
    exampleCaption: 'Revenue by product line',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  },
  controlPanel,
  drawAs: (formData) => ({
    ...formData,
    area: true,
    seriesType: AREA_SERIES_TYPES.has(formData.seriesType) ? formData.seriesType : 'line',
  }),
});
