import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../../sdk/format/numberFormatOptions.js';
import { D3_TIME_FORMAT_DOCS, D3_TIME_FORMAT_OPTIONS } from '../../sdk/format/timeFormatOptions.js';
import { legendControlRows } from './legend.js';

const showsLabels = ({ controls }: ControlPanelState) => controls.show_labels !== false;

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
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'show_labels_threshold',
            config: {
              type: 'TextControl',
              label: 'Percentage threshold',
              description: 'Minimum threshold in percentage points for showing labels.',
              affects: 'render',
              isFloat: true,
              default: 5,
            },
          },
        ],
        ...legendControlRows,
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              description: 'What should be shown on the label?',
              affects: 'render',
              default: 'key',
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['percent', 'Percentage'],
                ['key_value', 'Category and Value'],
                ['key_percent', 'Category and Percentage'],
                ['key_value_percent', 'Category, Value and Percentage'],
                ['value_percent', 'Value and Percentage'],
                ['template', 'Template'],
              ],
            },
          },
        ],
        [
          {
            name: 'label_template',
            config: {
              type: 'TextControl',
              label: 'Label Template',
              description:
                'Format data labels. Use variables: {name}, {value}, {percent}. \\n represents a new line.',
              affects: 'render',
              visibility: ({ controls }) => controls.label_type === 'template',
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
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              description: D3_TIME_FORMAT_DOCS,
              affects: 'render',
              freeForm: true,
              default: 'smart_date',
              choices: D3_TIME_FORMAT_OPTIONS,
            },
          },
        ],
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
            name: 'labels_outside',
            config: {
              type: 'CheckboxControl',
              label: 'Put labels outside',
              description: 'Put the labels outside of the pie?',
              affects: 'render',
              default: true,
              visibility: showsLabels,
            },
          },
        ],
        [
          {
            name: 'label_line',
            config: {
              type: 'CheckboxControl',
              label: 'Label Line',
              description: 'Draw line from Pie to label when labels outside?',
              affects: 'render',
              default: false,
              visibility: ({ controls }) =>
                controls.show_labels !== false && controls.labels_outside !== false,
            },
          },
          {
            name: 'show_total',
            config: {
              type: 'CheckboxControl',
              label: 'Show Total',
              description: 'Whether to display the aggregate count',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'outerRadius',
            config: {
              type: 'SliderControl',
              label: 'Outer Radius',
              description: 'Outer edge of Pie chart',
              affects: 'render',
              default: 70,
              min: 10,
              max: 100,
              step: 1,
            },
          },
        ],
        [
          {
            name: 'donut',
            config: {
              type: 'CheckboxControl',
              label: 'Donut',
              description: 'Do you want a donut or a pie?',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'innerRadius',
            config: {
              type: 'SliderControl',
              label: 'Inner Radius',
              description: 'Inner radius of donut hole',
              affects: 'render',
              default: 30,
              min: 0,
              max: 100,
              step: 1,
              visibility: ({ controls }) => controls.donut === true,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 100 },
    metric: { label: 'Metric' },
  },
};
