import { control, seriesStyleControls } from '../timeseries/controls.js';
import { buildTimeseriesControlPanel, SERIES_STYLE_ROWS as rows } from '../timeseries/controlPanel.js';

const style = seriesStyleControls();

export const controlPanel = buildTimeseriesControlPanel([
  [
    control('seriesType', {
      ...style.seriesType,
      choices: style.seriesType.choices?.filter(([value]) => value !== 'bar' && value !== 'scatter'),
    }),
  ],
  rows.opacity,
  rows.showValue,
  rows.stack,
  rows.onlyTotal,
  rows.marker,
]);
