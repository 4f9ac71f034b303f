import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { barChartPlugin } from './index.js';

describeTimeseriesControlPanel('bar chart', barChartPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'markerEnabled', 'stack', 'only_total'],
  shown: ['only_total', 'orientation', 'stack'],
});
