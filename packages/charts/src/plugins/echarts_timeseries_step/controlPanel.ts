import { control } from '../timeseries/controls.js';
import { buildTimeseriesControlPanel, SERIES_STYLE_ROWS as rows } from '../timeseries/controlPanel.js';

export const controlPanel = buildTimeseriesControlPanel([
  [
    control('seriesType', {
      type: 'SelectControl',
      label: 'Step type',
      affects: 'render',
      default: 'start',
      choices: [
        ['start', 'Start'],
        ['middle', 'Middle'],
        ['end', 'End'],
      ],
      description:
        'Defines whether the step should appear at the beginning, middle or end between two data points',
    }),
  ],
  rows.showValue,
  rows.stack,
  rows.onlyTotal,
  rows.area,
  rows.opacity,
  rows.marker,
]);
