import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { lineChartPlugin } from './index.js';

describeTimeseriesControlPanel('line chart', lineChartPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'markerEnabled', 'stack'],
  shown: ['area', 'markerEnabled', 'stack'],
});
