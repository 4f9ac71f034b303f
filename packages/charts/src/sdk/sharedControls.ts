import { TIME_GRAIN_NAMES, TIME_GRAINS } from '@sightline/core';
import type { ControlConfig, ControlPanelSection, ControlPanelState, ControlSetRow } from './controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from './format/numberFormatOptions.js';
import { D3_TIME_FORMAT_DOCS, D3_TIME_FORMAT_OPTIONS } from './format/timeFormatOptions.js';
import { validateInteger, validateNonEmpty } from './validators.js';

/**
 * Controls several chart types share, by the form-data key they write. Plugins place them in rows by
 * name and change a default or label with `controlOverrides`.
 */

/** Row limit choices; default 10000. */
export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
/** Series limit choices. */
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;

const choices = <T extends string | number>(values: readonly T[]) =>
  values.map((v) => [v, String(v)] as const);

/** The help text the tables give the sort order control. */
export const ORDER_DESC_HELP = 'Whether to sort descending or ascending';

/** The short help text of a number format control, without the list of named formats. */
export const D3_FORMAT_HELP = 'D3 format syntax: https://github.com/d3/d3-format';

export const LEGEND_TYPE_CHOICES = [
  ['scroll', 'Scroll'],
  ['plain', 'Plain'],
] as const;
export const LEGEND_ORIENTATION_CHOICES = [
  ['top', 'Top'],
  ['bottom', 'Bottom'],
  ['left', 'Left'],
  ['right', 'Right'],
] as const;

const showsLegend = ({ controls }: ControlPanelState) => controls.show_legend !== false;

export const SHARED_CONTROLS: Readonly<Record<string, ControlConfig>> = {
  datasource: { type: 'HiddenControl', label: 'Dataset', affects: 'query', validators: [validateNonEmpty] },
  viz_type: { type: 'VizTypeControl', label: 'Visualization type', affects: 'query', default: 'table' },
  metrics: {
    type: 'DndMetricSelect',
    label: 'Metrics',
    affects: 'query',
    multi: true,
    validators: [validateNonEmpty],
  },
  metric: { type: 'DndMetricSelect', label: 'Metric', affects: 'query', validators: [validateNonEmpty] },
  secondary_metric: { type: 'DndMetricSelect', label: 'Secondary metric', affects: 'query', clearable: true },
  groupby: { type: 'DndColumnSelect', label: 'Dimensions', affects: 'query', multi: true, default: [] },
  columns: { type: 'DndColumnSelect', label: 'Columns', affects: 'query', multi: true, default: [] },
  x_axis: {
    type: 'DndColumnSelect',
    label: 'X-axis',
    affects: 'query',
    validators: [validateNonEmpty],
  },
  time_grain_sqla: {
    type: 'SelectControl',
    label: 'Time grain',
    affects: 'query',
    default: 'P1D',
    clearable: true,
    choices: TIME_GRAINS.map((grain) => [grain, TIME_GRAIN_NAMES[grain]] as const),
    visibility: ({ controls }) => Boolean(controls.x_axis ?? controls.granularity_sqla),
  },
  granularity_sqla: {
    type: 'SelectControl',
    label: 'Time column',
    affects: 'query',
    clearable: true,
    // The dataset's temporal columns ([name, label] pairs Explore reads from the dataset).
    options: { datasourceChoices: 'granularity_sqla' },
  },
  time_range: { type: 'DateFilterControl', label: 'Time range', affects: 'query', default: 'No filter' },
  adhoc_filters: { type: 'AdhocFilterControl', label: 'Filters', affects: 'query', default: [] },
  row_limit: {
    type: 'SelectControl',
    label: 'Row limit',
    affects: 'query',
    freeForm: true,
    default: 10000,
    choices: choices(ROW_LIMIT_CHOICES),
    validators: [validateInteger],
  },
  series_limit: {
    type: 'SelectControl',
    label: 'Series limit',
    affects: 'query',
    freeForm: true,
    clearable: true,
    choices: choices(SERIES_LIMIT_CHOICES),
    validators: [validateInteger],
  },
  series_limit_metric: { type: 'DndMetricSelect', label: 'Sort by', affects: 'query', clearable: true },
  order_desc: { type: 'CheckboxControl', label: 'Sort descending', affects: 'query', default: true },
  color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Color scheme',
    affects: 'render',
    default: 'supersetColors',
  },
  linear_color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Linear color scheme',
    affects: 'render',
    default: 'superset_seq_1',
    options: { sequential: true },
  },
  y_axis_format: {
    type: 'SelectControl',
    label: 'Number format',
    affects: 'render',
    freeForm: true,
    default: 'SMART_NUMBER',
  },
  x_axis_time_format: {
    type: 'SelectControl',
    label: 'Time format',
    affects: 'render',
    freeForm: true,
    default: 'smart_date',
  },
  currency_format: { type: 'SelectControl', label: 'Currency format', affects: 'render', clearable: true },
  show_legend: { type: 'CheckboxControl', label: 'Show legend', affects: 'render', default: true },
  show_value: { type: 'CheckboxControl', label: 'Show values', affects: 'render', default: false },
  legendType: {
    type: 'SelectControl',
    label: 'Type',
    description: 'Legend type',
    affects: 'render',
    default: 'scroll',
    choices: LEGEND_TYPE_CHOICES,
    visibility: showsLegend,
  },
  legendOrientation: {
    type: 'SelectControl',
    label: 'Orientation',
    description: 'Legend orientation',
    affects: 'render',
    default: 'top',
    choices: LEGEND_ORIENTATION_CHOICES,
    visibility: showsLegend,
  },
  legendMargin: {
    type: 'TextControl',
    label: 'Margin',
    description: 'Additional padding for legend.',
    affects: 'render',
    isInt: true,
    visibility: showsLegend,
  },
  sort_by_metric: {
    type: 'CheckboxControl',
    label: 'Sort by metric',
    description: 'Whether to sort results by the selected metric in descending order.',
    affects: 'query',
    default: false,
  },
  number_format: {
    type: 'SelectControl',
    label: 'Number format',
    description: D3_FORMAT_DOCS,
    affects: 'render',
    freeForm: true,
    default: 'SMART_NUMBER',
    choices: D3_FORMAT_OPTIONS,
  },
  date_format: {
    type: 'SelectControl',
    label: 'Date format',
    description: D3_TIME_FORMAT_DOCS,
    affects: 'render',
    freeForm: true,
    default: 'smart_date',
    choices: D3_TIME_FORMAT_OPTIONS,
  },
  show_labels: {
    type: 'CheckboxControl',
    label: 'Show Labels',
    description: 'Whether to display the labels.',
    affects: 'render',
    default: true,
  },
  show_labels_threshold: {
    type: 'TextControl',
    label: 'Percentage threshold',
    description: 'Minimum threshold in percentage points for showing labels.',
    affects: 'render',
    isFloat: true,
    default: 5,
  },
  show_total: {
    type: 'CheckboxControl',
    label: 'Show Total',
    description: 'Whether to display the aggregate count',
    affects: 'render',
    default: false,
  },
  /** The label types of the hierarchy charts (treemap, sunburst); other charts declare their own. */
  label_type: {
    type: 'SelectControl',
    label: 'Label Type',
    description: 'What should be shown on the label?',
    affects: 'render',
    clearable: false,
    default: 'key',
    choices: [
      ['key', 'Category Name'],
      ['value', 'Value'],
      ['key_value', 'Category and Value'],
    ],
  },
  x_axis_title: { type: 'TextControl', label: 'X Axis Title', affects: 'render', default: '' },
  y_axis_title: { type: 'TextControl', label: 'Y Axis Title', affects: 'render', default: '' },
  max_bubble_size: {
    type: 'SelectControl',
    label: 'Max Bubble Size',
    affects: 'render',
    freeForm: true,
    default: '25',
    choices: ['5', '10', '15', '25', '50', '75', '100'].map((size) => [size, size] as const),
  },
};

/**
 * Overrides for charts whose number and date format controls show the short help texts and offer no
 * preset formats (box plot, treemap, sunburst), unlike the `number_format` and `date_format` above.
 */
export const FORMAT_CONTROLS_WITHOUT_PRESETS: Readonly<Record<string, Partial<ControlConfig>>> = {
  number_format: { description: D3_FORMAT_HELP, choices: undefined },
  date_format: {
    description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
    choices: undefined,
  },
};

/** The legend rows of the ECharts charts' Chart Options (see echarts/legend.ts for the form fields). */
export const LEGEND_CONTROL_ROWS: readonly ControlSetRow[] = [
  ['show_legend'],
  ['legendType', 'legendOrientation'],
  ['legendMargin'],
];

/** The Query section, expanded. */
export function querySection(rows: ControlPanelSection['controlSetRows']): ControlPanelSection {
  return { label: 'Query', expanded: true, controlSetRows: rows };
}

/** The Chart Options section, expanded. */
export function chartOptionsSection(rows: ControlPanelSection['controlSetRows']): ControlPanelSection {
  return { label: 'Chart Options', expanded: true, controlSetRows: rows };
}
