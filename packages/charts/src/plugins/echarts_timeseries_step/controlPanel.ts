import { buildTimeseriesControlPanel, LINE_STYLE_ROWS } from '../timeseries/controlPanel.js';
import { control } from '../timeseries/controls.js';

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
  ...LINE_STYLE_ROWS,
]);
