import { buildTimeseriesControlPanel, SERIES_STYLE_ROWS as rows } from '../timeseries/controlPanel.js';

export const controlPanel = buildTimeseriesControlPanel([
  rows.showValue,
  rows.stack,
  rows.onlyTotal,
  rows.area,
  rows.opacity,
  rows.marker,
]);
