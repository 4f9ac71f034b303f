import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { validateNonEmpty } from '../../sdk/validators.js';
import { WHISKER_OPTIONS, X_TICKS_LAYOUTS } from './formData.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        ['series_limit'],
        ['series_limit_metric'],
        [
          {
            name: 'whiskerOptions',
            config: {
              type: 'SelectControl',
              label: 'Whisker/outlier options',
              description: 'Determines how whiskers and outliers are calculated.',
              affects: 'query',
              freeForm: true,
              clearable: false,
              default: 'Tukey',
              choices: WHISKER_OPTIONS.map((option) => [option, option] as const),
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
        [
          {
            name: 'x_ticks_layout',
            config: {
              type: 'SelectControl',
              label: 'X Tick Layout',
              description: 'The way the ticks are laid out on the X-axis',
              affects: 'render',
              clearable: false,
              default: 'auto',
              choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout] as const),
            },
          },
        ],
        [
          {
            name: 'number_format',
            config: {
              type: 'SelectControl',
              label: 'Number format',
              description: 'D3 format syntax: https://github.com/d3/d3-format',
              affects: 'render',
              freeForm: true,
              default: 'SMART_NUMBER',
            },
          },
          {
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
              affects: 'render',
              freeForm: true,
              default: 'smart_date',
            },
          },
        ],
        [
          {
            name: 'x_axis_title',
            config: { type: 'TextControl', label: 'X Axis Title', affects: 'render', default: '' },
          },
          {
            name: 'y_axis_title',
            config: { type: 'TextControl', label: 'Y Axis Title', affects: 'render', default: '' },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Distribute across',
      description: 'Columns to calculate distribution across.',
      validators: [validateNonEmpty],
    },
    groupby: { label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
  },
};
