import { describeTimeseriesControlPanel } from '../timeseries/testing/describeTimeseriesControlPanel.js';
import { steppedLineChartPlugin } from './index.js';

describeTimeseriesControlPanel('stepped line', steppedLineChartPlugin, {
  candidates: ['seriesType', 'orientation', 'area', 'markerEnabled', 'stack'],
  shown: ['area', 'markerEnabled', 'seriesType', 'stack'],
});
