import {
  COMPARATOR_CHOICES,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
} from '../../sdk/conditionalFormatting/config.js';
import { validateConditionalFormatting } from '../../sdk/conditionalFormatting/validateConfig.js';
import type { ControlPanelConfig, ControlPanelState, ControlValidator } from '../../sdk/controlPanel.js';
import { ORDER_DESC_HELP, querySection } from '../../sdk/sharedControls.js';
import { validateInteger, validateNonEmpty } from '../../sdk/validators.js';

/** Superset 3.1's table control panel: the same keys, labels and descriptions. */

const isAggregate = ({ controls }: ControlPanelState) => (controls.query_mode ?? 'aggregate') === 'aggregate';
const isRaw = (state: ControlPanelState) => !isAggregate(state);
const isServerPaginated = ({ controls }: ControlPanelState) => controls.server_pagination === true;
const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

export const TABLE_CONTROL_MESSAGES = {
  aggregateNeedsValues: 'Group By, Metrics or Percentage Metrics must have a value',
} as const;

/** Aggregate mode needs something to aggregate by or over. */
const validateAggregation: ControlValidator = (_value, state) => {
  if (!state || !isAggregate(state)) return false;
  const { groupby, metrics, percent_metrics: percentMetrics } = state.controls;
  return hasItems(groupby) || hasItems(metrics) || hasItems(percentMetrics)
    ? false
    : TABLE_CONTROL_MESSAGES.aggregateNeedsValues;
};

const validateRawColumns: ControlValidator = (value, state) =>
  state && isRaw(state) ? validateNonEmpty(value, state) : false;

const PAGE_LENGTH_CHOICES = [
  [0, 'All'],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
] as const;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'query_mode',
          config: {
            type: 'SelectControl',
            label: 'Query mode',
            affects: 'query',
            default: 'aggregate',
            choices: [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
          },
        },
      ],
      ['groupby'],
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
          name: 'all_columns',
          config: {
            type: 'DndColumnSelect',
            label: 'Columns',
            description: 'Columns to display',
            affects: 'query',
            multi: true,
            default: [],
            visibility: isRaw,
            validators: [validateRawColumns],
          },
        },
      ],
      [
        {
          name: 'percent_metrics',
          config: {
            type: 'DndMetricSelect',
            label: 'Percentage metrics',
            description:
              'Select one or many metrics to display, that will be displayed in the percentages of total. ' +
              'Percentage metrics will be calculated only from data within the row limit. You can use an ' +
              'aggregation function on a column or write custom SQL to create a percentage metric.',
            affects: 'query',
            multi: true,
            default: [],
            visibility: isAggregate,
            validators: [validateAggregation],
          },
        },
      ],
      ['adhoc_filters'],
      [
        {
          name: 'timeseries_limit_metric',
          config: {
            type: 'DndMetricSelect',
            label: 'Sort by',
            description: 'Metric used for sorting rows',
            affects: 'query',
            clearable: true,
            visibility: isAggregate,
          },
        },
        {
          name: 'order_by_cols',
          config: {
            type: 'SelectControl',
            label: 'Ordering',
            description: 'Order results by selected columns',
            affects: 'query',
            multi: true,
            default: [],
            visibility: isRaw,
            // Explore builds the choices from the dataset's columns: '["col", true]' (asc) and false (desc).
            options: { choicesFromDatasource: 'orderByColumns' },
          },
        },
      ],
      [
        {
          name: 'server_pagination',
          config: {
            type: 'CheckboxControl',
            label: 'Server pagination',
            description: 'Enable server side pagination of results (experimental feature)',
            affects: 'query',
            default: false,
          },
        },
      ],
      ['row_limit'],
      [
        {
          name: 'server_page_length',
          config: {
            type: 'SelectControl',
            label: 'Server Page Length',
            description: 'Rows per page, 0 means no pagination',
            affects: 'query',
            freeForm: true,
            default: 10,
            choices: PAGE_LENGTH_CHOICES.slice(1),
            validators: [validateInteger],
            visibility: isServerPaginated,
          },
        },
      ],
      ['order_desc'],
      [
        {
          name: 'show_totals',
          config: {
            type: 'CheckboxControl',
            label: 'Show summary',
            description:
              'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
            affects: 'query',
            default: false,
            visibility: isAggregate,
          },
        },
      ],
    ]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            config: {
              type: 'SelectControl',
              label: 'Timestamp format',
              description: 'D3 time format for datetime columns',
              affects: 'render',
              freeForm: true,
              default: 'smart_date',
            },
          },
        ],
        [
          {
            name: 'page_length',
            config: {
              type: 'SelectControl',
              label: 'Page length',
              description: 'Rows per page, 0 means no pagination',
              affects: 'render',
              freeForm: true,
              default: 0,
              choices: PAGE_LENGTH_CHOICES,
              validators: [validateInteger],
              visibility: (state) => !isServerPaginated(state),
            },
          },
          {
            name: 'include_search',
            config: {
              type: 'CheckboxControl',
              label: 'Search box',
              description: 'Whether to include a client-side search box',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'show_cell_bars',
            config: {
              type: 'CheckboxControl',
              label: 'Cell bars',
              description: 'Whether to display a bar chart background in table columns',
              affects: 'render',
              default: true,
            },
          },
          {
            name: 'align_pn',
            config: {
              type: 'CheckboxControl',
              label: 'Align +/-',
              description: 'Whether to align background charts with both positive and negative values at 0',
              affects: 'render',
              default: false,
            },
          },
          {
            name: 'color_pn',
            config: {
              type: 'CheckboxControl',
              label: 'Color +/-',
              description: 'Whether to colorize numeric values by whether they are positive or negative',
              affects: 'render',
              default: true,
            },
          },
        ],
        [
          {
            name: 'allow_rearrange_columns',
            config: {
              type: 'CheckboxControl',
              label: 'Allow columns to be rearranged',
              description:
                "Allow end user to drag-and-drop column headers to rearrange them. Note their changes won't " +
                'persist for the next time they open the chart.',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'column_config',
            config: {
              // No control type edits per-column settings; a collection keyed by column does.
              type: 'CollectionControl',
              label: 'Customize columns',
              description: 'Further customize how to display each column',
              affects: 'render',
              default: {},
              options: {
                keyedBy: 'column',
                fields: [
                  'columnWidth',
                  'horizontalAlign',
                  'd3NumberFormat',
                  'd3SmallNumberFormat',
                  'd3TimeFormat',
                  'fractionDigits',
                  'showCellBars',
                  'alignPositiveNegative',
                  'colorPositiveNegative',
                  'currencyFormat',
                ],
              },
            },
          },
        ],
        [
          {
            name: 'conditional_formatting',
            config: {
              type: 'ConditionalFormattingControl',
              label: 'Conditional formatting',
              description: 'Apply conditional color formatting to numeric columns',
              affects: 'render',
              default: [],
              validators: [validateConditionalFormatting],
              options: { operators: COMPARATOR_CHOICES, colorSchemes: CONDITIONAL_FORMATTING_COLOR_SCHEMES },
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    order_desc: {
      description: ORDER_DESC_HELP,
      visibility: (state) => isAggregate(state) && Boolean(state.controls.timeseries_limit_metric),
    },
    groupby: { visibility: isAggregate, validators: [validateAggregation] },
    metrics: { visibility: isAggregate, validators: [validateAggregation] },
    row_limit: { visibility: (state) => !isServerPaginated(state) },
    time_grain_sqla: {
      // Only when a temporal column is among the dimensions: the grain truncates those columns.
      visibility: ({ controls, datasource }) =>
        (controls.query_mode ?? 'aggregate') === 'aggregate' &&
        Array.isArray(controls.groupby) &&
        controls.groupby.some((column) =>
          datasource?.columns.some((c) => c.column_name === column && c.is_dttm === true),
        ),
    },
  },
};
