import { buildTimeseriesControlPanel, SERIES_STYLE_ROWS as rows } from '../timeseries/controlPanel.js';

export const controlPanel = buildTimeseriesControlPanel([rows.showValue, rows.markerSize]);
