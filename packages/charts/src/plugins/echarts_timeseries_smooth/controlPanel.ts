import { buildTimeseriesControlPanel, LINE_STYLE_ROWS } from '../timeseries/controlPanel.js';

export const controlPanel = buildTimeseriesControlPanel(LINE_STYLE_ROWS);
