import {
  COMPARATOR_CHOICES,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
} from '../../sdk/conditionalFormatting/config.js';
import { validateConditionalFormatting } from '../../sdk/conditionalFormatting/validateConfig.js';
import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { ORDER_DESC_HELP, querySection } from '../../sdk/sharedControls.js';
import { AGGREGATE_FUNCTIONS } from './aggregators.js';

/** Superset 3.1's pivot table control panel: the same keys, labels and descriptions. */

const ORDER_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const checkbox = (
  name: string,
  label: string,
  description: string,
  affects: 'query' | 'render' = 'render',
) => ({
  name,
  config: { type: 'CheckboxControl' as const, label, description, affects, default: false },
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'groupbyColumns',
          config: {
            type: 'DndColumnSelect',
            label: 'Columns',
            description: 'Columns to group by on the columns',
            affects: 'query',
            multi: true,
            default: [],
          },
        },
      ],
      [
        {
          name: 'groupbyRows',
          config: {
            type: 'DndColumnSelect',
            label: 'Rows',
            description: 'Columns to group by on the rows',
            affects: 'query',
            multi: true,
            default: [],
          },
        },
      ],
      ['time_grain_sqla'],
      [
        {
          name: 'temporal_columns_lookup',
          config: { type: 'HiddenControl', label: 'Temporal columns', affects: 'query' },
        },
      ],
      ['metrics'],
      [
        {
          name: 'metricsLayout',
          config: {
            type: 'SelectControl',
            label: 'Apply metrics on',
            description: 'Use metrics as a top level group for columns or for rows',
            affects: 'render',
            default: 'COLUMNS',
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
          },
        },
      ],
      ['adhoc_filters'],
      ['row_limit'],
      ['series_limit_metric'],
      ['order_desc'],
    ]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'valueFormat',
            config: {
              type: 'SelectControl',
              label: 'Value format',
              description: 'D3 format syntax: https://github.com/d3/d3-format',
              affects: 'render',
              freeForm: true,
              default: 'SMART_NUMBER',
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
              description: 'D3 time format for datetime columns',
              affects: 'render',
              freeForm: true,
              default: 'smart_date',
            },
          },
        ],
        [
          {
            name: 'aggregateFunction',
            config: {
              type: 'SelectControl',
              label: 'Aggregation function',
              description:
                'Aggregate function to apply when pivoting and computing the total rows and columns',
              affects: 'render',
              default: 'Sum',
              clearable: false,
              choices: AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
            },
          },
        ],
        [
          checkbox('rowTotals', 'Show rows total', 'Display row level total'),
          checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
        ],
        [
          checkbox('colTotals', 'Show columns total', 'Display column level total'),
          checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
        ],
        [
          {
            name: 'rowSubtotalPosition',
            config: {
              type: 'SelectControl',
              label: 'Rows subtotal position',
              description: 'Position of row level subtotal',
              affects: 'render',
              default: false,
              choices: [
                [true, 'Top'],
                [false, 'Bottom'],
              ],
              visibility: ({ controls }) => controls.rowSubTotals === true,
            },
          },
          {
            name: 'colSubtotalPosition',
            config: {
              type: 'SelectControl',
              label: 'Columns subtotal position',
              description: 'Position of column level subtotal',
              affects: 'render',
              default: false,
              choices: [
                [true, 'Left'],
                [false, 'Right'],
              ],
              visibility: ({ controls }) => controls.colSubTotals === true,
            },
          },
        ],
        [
          checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
          checkbox(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
        [
          {
            name: 'rowOrder',
            config: {
              type: 'SelectControl',
              label: 'Rows sort by',
              description: 'Order of rows',
              affects: 'render',
              default: 'key_a_to_z',
              choices: ORDER_CHOICES,
            },
          },
          {
            name: 'colOrder',
            config: {
              type: 'SelectControl',
              label: 'Cols sort by',
              description: 'Order of columns',
              affects: 'render',
              default: 'key_a_to_z',
              choices: ORDER_CHOICES,
            },
          },
        ],
        [
          {
            name: 'conditional_formatting',
            config: {
              type: 'ConditionalFormattingControl',
              label: 'Conditional formatting',
              description: 'Apply conditional color formatting to metrics',
              affects: 'render',
              default: [],
              validators: [validateConditionalFormatting],
              options: {
                operators: COMPARATOR_CHOICES,
                colorSchemes: CONDITIONAL_FORMATTING_COLOR_SCHEMES,
                columns: 'metrics',
              },
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    order_desc: { description: ORDER_DESC_HELP },
    series_limit_metric: { label: 'Sort by', description: 'Metric used for sorting rows' },
    time_grain_sqla: {
      visibility: ({ controls, datasource }) =>
        [controls.groupbyRows, controls.groupbyColumns].some(
          (columns) =>
            Array.isArray(columns) &&
            columns.some((column) =>
              datasource?.columns.some((c) => c.column_name === column && c.is_dttm === true),
            ),
        ),
    },
  },
};
