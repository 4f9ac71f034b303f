import type { ControlPanelConfig, SelectChoice } from '../../sdk/controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../../sdk/format/numberFormatOptions.js';
import { legendControlRows } from '../pie/legend.js';

/** Superset saves the enum's number: 0 = key … 5 = key, value and percent. */
const LABEL_TYPE_CHOICES: readonly SelectChoice[] = [
  [0, 'Category Name'],
  [1, 'Value'],
  [2, 'Percentage'],
  [3, 'Category and Value'],
  [4, 'Category and Percentage'],
  [5, 'Category, Value and Percentage'],
  [6, 'Value and Percentage'],
];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              description: 'Whether to sort results by the selected metric in descending order.',
              affects: 'query',
              default: true,
            },
          },
        ],
        [
          {
            name: 'percent_calculation_type',
            config: {
              type: 'SelectControl',
              label: '% calculation',
              description:
                'Display percents in the label and tooltip as the percent of the total value, from the ' +
                'first step of the funnel, or from the previous step in the funnel.',
              affects: 'render',
              default: 'first_step',
              clearable: false,
              choices: [
                ['first_step', 'Calculate from first step'],
                ['prev_step', 'Calculate from previous step'],
                ['total', 'Percent of total'],
              ],
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
        ...legendControlRows,
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Contents',
              description: 'What should be shown as the label',
              affects: 'render',
              default: 0,
              choices: LABEL_TYPE_CHOICES,
            },
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            config: {
              type: 'SelectControl',
              label: 'Tooltip Contents',
              description: 'What should be shown as the tooltip label',
              affects: 'render',
              default: 5,
              choices: LABEL_TYPE_CHOICES,
            },
          },
        ],
        [
          {
            name: 'number_format',
            config: {
              type: 'SelectControl',
              label: 'Number format',
              description: D3_FORMAT_DOCS,
              affects: 'render',
              freeForm: true,
              default: 'SMART_NUMBER',
              choices: D3_FORMAT_OPTIONS,
            },
          },
        ],
        ['currency_format'],
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
            name: 'show_tooltip_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Tooltip Labels',
              description: 'Whether to display the tooltip labels.',
              affects: 'render',
              default: true,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
