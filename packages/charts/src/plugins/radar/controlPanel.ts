import type { ControlConfig, ControlPanelConfig, ControlSetItem } from '../../sdk/controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../../sdk/format/numberFormatOptions.js';
import { D3_TIME_FORMAT_DOCS, D3_TIME_FORMAT_OPTIONS } from '../../sdk/format/timeFormatOptions.js';
import { legendControlRows } from '../pie/legend.js';
import { LABEL_POSITIONS } from './formData.js';

const render = (name: string, config: Omit<ControlConfig, 'affects'>): ControlSetItem => ({
  name,
  config: { ...config, affects: 'render' },
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metrics'],
        [
          {
            name: 'timeseries_limit_metric',
            config: {
              type: 'DndMetricSelect',
              label: 'Sort by',
              description: 'Metric used to pick and order the groups; the first metric when empty',
              affects: 'query',
              clearable: true,
            },
          },
        ],
        ['order_desc'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...legendControlRows,
        [
          render('show_labels', {
            type: 'CheckboxControl',
            label: 'Show Labels',
            description: 'Whether to display the labels.',
            default: true,
          }),
        ],
        [
          render('label_type', {
            type: 'SelectControl',
            label: 'Label Type',
            description: 'What should be shown on the label?',
            default: 'value',
            choices: [
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
          }),
          render('label_position', {
            type: 'SelectControl',
            label: 'Label position',
            default: 'top',
            choices: LABEL_POSITIONS.map((position) => [position, position] as const),
          }),
        ],
        [
          render('number_format', {
            type: 'SelectControl',
            label: 'Number format',
            description: D3_FORMAT_DOCS,
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_OPTIONS,
          }),
        ],
        ['currency_format'],
        [
          render('date_format', {
            type: 'SelectControl',
            label: 'Date format',
            description: D3_TIME_FORMAT_DOCS,
            freeForm: true,
            default: 'smart_date',
            choices: D3_TIME_FORMAT_OPTIONS,
          }),
        ],
        [
          render('column_config', {
            type: 'CollectionControl',
            label: 'Customize Metrics',
            description:
              'Further customize how to display each metric: the largest (and smallest) value of its axis',
            default: {},
            // One entry per chosen metric, keyed by its label, like Superset's ColumnConfigControl.
            options: {
              keyedBy: 'metrics',
              fields: [
                { name: 'radarMetricMaxValue', label: 'Max', type: 'number', placeholder: 'auto' },
                { name: 'radarMetricMinValue', label: 'Min', type: 'number', placeholder: 'auto' },
              ],
            },
          }),
        ],
        [
          render('is_circle', {
            type: 'CheckboxControl',
            label: 'Circle radar shape',
            description: "Radar render type, whether to display 'circle' shape.",
            default: false,
          }),
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
