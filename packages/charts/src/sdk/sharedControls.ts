import { TIME_GRAINS } from '@sightline/core';
import type { ControlConfig, ControlPanelSection } from './controlPanel.js';
import { validateInteger, validateNonEmpty } from './validators.js';

/**
 * Controls several chart types share, by the form-data key they write. Plugins place them in rows by
 * name and change a default or label with `controlOverrides`.
 */

/** Spec 1 §9 row limit choices; default 10000. */
export const ROW_LIMIT_CHOICES = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
/** Spec 1 §9 series limit choices. */
export const SERIES_LIMIT_CHOICES = [5, 10, 25, 50, 100, 500] as const;

/** Spec 1 §9 granularity labels for the time grains (default P1D). */
export const TIME_GRAIN_LABELS: Readonly<Record<(typeof TIME_GRAINS)[number], string>> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
};

const choices = <T extends string | number>(values: readonly T[]) =>
  values.map((v) => [v, String(v)] as const);

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
    choices: TIME_GRAINS.map((grain) => [grain, TIME_GRAIN_LABELS[grain]] as const),
    visibility: ({ controls }) => Boolean(controls.x_axis ?? controls.granularity_sqla),
  },
  granularity_sqla: { type: 'SelectControl', label: 'Time column', affects: 'query', clearable: true },
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
};

/** The Query section most aggregate charts start from (spec 3 §2.4 section names). */
export const QUERY_SECTION_ROWS = [['adhoc_filters'], ['row_limit']] as const;

export function querySection(rows: ControlPanelSection['controlSetRows']): ControlPanelSection {
  return { label: 'Query', expanded: true, controlSetRows: rows };
}
