import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { smoothLineChartPlugin } from './index.js';

describeTimeseriesControlPanel('smooth line', smoothLineChartPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'markerEnabled', 'stack'],
  shown: ['area', 'markerEnabled', 'stack'],
});
