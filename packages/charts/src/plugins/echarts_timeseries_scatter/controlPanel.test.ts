import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { scatterPlotPlugin } from './index.js';

describeTimeseriesControlPanel('scatter plot', scatterPlotPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'markerEnabled', 'markerSize', 'stack'],
  shown: ['markerSize'],
});
