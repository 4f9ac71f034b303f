import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { validateNonEmpty } from '../../sdk/validators.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['row_limit'],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              description: 'Whether to sort results by the selected metric in descending order.',
              affects: 'query',
              default: false,
            },
          },
        ],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Labels',
              description: 'Whether to display the labels.',
              affects: 'render',
              default: true,
            },
          },
          {
            name: 'show_upper_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Upper Labels',
              description: 'Show labels when the node has children.',
              affects: 'render',
              default: true,
            },
          },
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              description: 'What should be shown on the label?',
              affects: 'render',
              clearable: false,
              default: 'key_value',
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
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
          'currency_format',
        ],
        [
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
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Hierarchy',
      description: 'The levels of the treemap, outermost first.',
      validators: [validateNonEmpty],
    },
  },
};
