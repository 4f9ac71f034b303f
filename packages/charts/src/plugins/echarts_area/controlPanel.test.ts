import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { areaChartPlugin } from './index.js';

describeTimeseriesControlPanel('area chart', areaChartPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'opacity', 'markerEnabled', 'stack'],
  shown: ['markerEnabled', 'opacity', 'seriesType', 'stack'],
});
