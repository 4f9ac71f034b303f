import type { ControlConfig, ControlPanelConfig } from '../../sdk/controlPanel.js';
import {
  chartOptionsSection,
  D3_FORMAT_HELP,
  querySection,
  SHARED_CONTROLS,
} from '../../sdk/sharedControls.js';
import { validateInteger, validateNonEmpty } from '../../sdk/validators.js';

const numberFormat = (label: string): ControlConfig => ({
  ...SHARED_CONTROLS.y_axis_format!,
  label,
  description: D3_FORMAT_HELP,
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'column',
          config: {
            type: 'DndColumnSelect',
            label: 'Column',
            description: 'Numeric column used to calculate the histogram.',
            affects: 'query',
            multi: false,
            validators: [validateNonEmpty],
            // Explore lists only numeric columns for this control (GenericDataType.NUMERIC).
            options: { columnTypes: [0] },
          },
        },
      ],
      ['groupby'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        {
          name: 'bins',
          config: {
            type: 'SelectControl',
            label: 'Bins',
            description: 'The number of bins for the histogram',
            affects: 'query',
            freeForm: true,
            default: 5,
            choices: [5, 10, 15, 20].map((bins) => [bins, String(bins)] as const),
            validators: [validateInteger],
          },
        },
      ],
      [
        {
          name: 'normalize',
          config: {
            type: 'CheckboxControl',
            label: 'Normalize',
            description:
              "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
            affects: 'query',
            default: false,
          },
        },
        {
          name: 'cumulative',
          config: {
            type: 'CheckboxControl',
            label: 'Cumulative',
            description:
              'When enabled, the histogram bars represent the running total of frequencies up to each bin.',
            affects: 'query',
            default: false,
          },
        },
      ],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['show_value', 'show_legend'],
      ['x_axis_title', { name: 'x_axis_format', config: numberFormat('X Axis Format') }],
      ['y_axis_title', { name: 'y_axis_format', config: numberFormat('Y Axis Format') }],
    ]),
  ],
  controlOverrides: {
    groupby: { description: 'One histogram per combination of these columns, side by side.' },
    show_value: { description: 'Show the value of each bar above it.' },
  },
};
