import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { validateInteger, validateNonEmpty } from '../../sdk/validators.js';

const numberFormat = (label: string) => ({
  type: 'SelectControl' as const,
  label,
  affects: 'render' as const,
  freeForm: true,
  default: 'SMART_NUMBER',
  description: 'D3 format syntax: https://github.com/d3/d3-format',
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
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
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['show_value', 'show_legend'],
        [
          {
            name: 'x_axis_title',
            config: { type: 'TextControl', label: 'X Axis Title', affects: 'render', default: '' },
          },
          { name: 'x_axis_format', config: numberFormat('X Axis Format') },
        ],
        [
          {
            name: 'y_axis_title',
            config: { type: 'TextControl', label: 'Y Axis Title', affects: 'render', default: '' },
          },
          { name: 'y_axis_format', config: numberFormat('Y Axis Format') },
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { description: 'One histogram per combination of these columns, side by side.' },
    show_value: { description: 'Show the value of each bar above it.' },
  },
};
