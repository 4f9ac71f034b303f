import { CHART_CONTROLS, control } from '../timeseries/controls.js';
import { buildTimeseriesControlPanel, SERIES_STYLE_ROWS as rows } from '../timeseries/controlPanel.js';

export const controlPanel = buildTimeseriesControlPanel([
  [control('orientation', CHART_CONTROLS.orientation)],
  rows.showValue,
  rows.stack,
  rows.onlyTotal,
]);
