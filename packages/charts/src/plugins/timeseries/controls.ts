import { RESAMPLE_METHOD_CHOICES, ROLLING_TYPE_CHOICES } from '../../sdk/advancedAnalytics.js';
import type { ControlConfig, ControlSetItem, SelectChoice } from '../../sdk/controlPanel.js';
import { LEGEND_ORIENTATION_CHOICES, LEGEND_TYPE_CHOICES } from '../../sdk/sharedControls.js';
import { validateInteger, validateNumber } from '../../sdk/validators.js';

/**
 * The controls of the time-series family by their Superset form-data keys. Query-side controls re-run
 * the query; the drawing ones only re-render. The Mixed Chart repeats per-query controls with a suffix.
 */

/** Time shifts. */
export const TIME_COMPARE_CHOICES: readonly SelectChoice[] = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((shift) => [shift, shift.replace(' ago', '')] as const);

/** Comparison types. */
export const COMPARISON_TYPE_CHOICES: readonly SelectChoice[] = [
  ['values', 'Actual values'],
  ['difference', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

/** Resample rules. */
export const RESAMPLE_RULE_CHOICES: readonly SelectChoice[] = [
  ['1T', '1 minutely frequency'],
  ['1H', '1 hourly frequency'],
  ['1D', '1 calendar day frequency'],
  ['7D', '7 calendar day frequency'],
  ['1M', '1 month end frequency'],
  ['1AS', '1 year start frequency'],
];

export const SERIES_TYPE_CHOICES: readonly SelectChoice[] = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
];

export const STACK_CHOICES: readonly SelectChoice[] = [
  [null, 'None'],
  ['Stack', 'Stack'],
  ['Stream', 'Stream'],
];

const TITLE_MARGIN_CHOICES: readonly SelectChoice[] = [15, 30, 50, 75, 100, 125, 150, 200].map(
  (margin) => [margin, String(margin)] as const,
);

const SORT_TYPE_CHOICES: readonly SelectChoice[] = [
  ['name', 'Category name'],
  ['sum', 'Total value'],
  ['min', 'Minimum value'],
  ['max', 'Maximum value'],
  ['avg', 'Average value'],
];

const render = (config: Omit<ControlConfig, 'affects'>): ControlConfig => ({ ...config, affects: 'render' });
const query = (config: Omit<ControlConfig, 'affects'>): ControlConfig => ({ ...config, affects: 'query' });

const isRolling = (value: unknown) => value === 'mean' || value === 'sum' || value === 'std';

/** Per-query controls; `suffix` is '' or the Mixed Chart's '_b' (its form-data keys for Query B). */
export function queryControls(suffix = ''): Readonly<Record<string, ControlConfig>> {
  const key = (name: string) => `${name}${suffix}`;
  return {
    contributionMode: query({
      type: 'SelectControl',
      label: 'Contribution Mode',
      description: 'Show each value as its share of its row (time point) or of its series total',
      clearable: true,
      choices: [
        [null, 'None'],
        ['row', 'Row'],
        ['column', 'Series'],
      ],
    }),
    truncate_metric: query({ type: 'CheckboxControl', label: 'Truncate Metric', default: true }),
    show_empty_columns: query({ type: 'CheckboxControl', label: 'Show empty columns', default: true }),
    rolling_type: query({
      type: 'SelectControl',
      label: 'Rolling Function',
      default: 'None',
      choices: ROLLING_TYPE_CHOICES,
      description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
    }),
    rolling_periods: query({
      type: 'TextControl',
      label: 'Periods',
      isInt: true,
      validators: [validateInteger],
      description: 'Defines the size of the rolling window function, relative to the time granularity',
      visibility: ({ controls }) => isRolling(controls[key('rolling_type')]),
    }),
    min_periods: query({
      type: 'TextControl',
      label: 'Min Periods',
      isInt: true,
      validators: [validateInteger],
      description: 'The minimum number of rolling periods required to show a value',
      visibility: ({ controls }) => isRolling(controls[key('rolling_type')]),
    }),
    time_compare: query({
      type: 'SelectControl',
      label: 'Time shift',
      multi: true,
      freeForm: true,
      default: [],
      choices: TIME_COMPARE_CHOICES,
      description: 'Overlay one or more timeseries from a relative time period',
    }),
    comparison_type: query({
      type: 'SelectControl',
      label: 'Calculation type',
      default: 'values',
      choices: COMPARISON_TYPE_CHOICES,
      description: 'How to display time shifts: as individual lines; as the difference, percentage or ratio',
    }),
    resample_rule: query({
      type: 'SelectControl',
      label: 'Rule',
      freeForm: true,
      clearable: true,
      choices: RESAMPLE_RULE_CHOICES,
      description: 'Pandas resample rule',
    }),
    resample_method: query({
      type: 'SelectControl',
      label: 'Fill method',
      clearable: true,
      choices: RESAMPLE_METHOD_CHOICES,
      description: 'Pandas resample method',
    }),
  };
}

/** Drawing controls of one query's series (the Mixed Chart's Query B keys end in 'B'). */
export function seriesStyleControls(defaults: { seriesType?: string; area?: boolean } = {}) {
  return {
    seriesType: render({
      type: 'SelectControl',
      label: 'Series Style',
      default: defaults.seriesType ?? 'line',
      choices: SERIES_TYPE_CHOICES,
      description: 'Series chart type (line, bar etc)',
    }),
    stack: render({ type: 'SelectControl', label: 'Stacked Style', choices: STACK_CHOICES, clearable: true }),
    area: render({
      type: 'CheckboxControl',
      label: 'Area Chart',
      default: defaults.area ?? false,
      description: 'Draw area under curves. Only applicable for line types.',
    }),
    opacity: render({
      type: 'SliderControl',
      label: 'Area chart opacity',
      min: 0,
      max: 1,
      step: 0.1,
      default: 0.2,
      description: 'Opacity of Area Chart. Also applies to confidence band.',
    }),
    markerEnabled: render({
      type: 'CheckboxControl',
      label: 'Marker',
      default: false,
      description: 'Draw a marker on data points. Only applicable for line types.',
    }),
    markerSize: render({ type: 'SliderControl', label: 'Marker Size', min: 0, max: 20, default: 6 }),
    show_value: render({
      type: 'CheckboxControl',
      label: 'Show Value',
      default: false,
      description: 'Show series values on the chart',
    }),
    only_total: render({
      type: 'CheckboxControl',
      label: 'Only Total',
      default: false,
      description: 'Only show the total value on the stacked chart, and not show on the selected category',
    }),
  } satisfies Record<string, ControlConfig>;
}

export const CHART_CONTROLS = {
  zoomable: render({
    type: 'CheckboxControl',
    label: 'Data Zoom',
    default: false,
    description: 'Enable data zooming controls',
  }),
  percentage_threshold: render({
    type: 'TextControl',
    label: 'Percentage threshold',
    default: 0,
    isFloat: true,
    validators: [validateNumber],
    description: 'Minimum threshold in percentage points for showing labels.',
  }),
  legendType: render({
    type: 'SelectControl',
    label: 'Type',
    default: 'scroll',
    choices: LEGEND_TYPE_CHOICES,
    description: 'Legend type',
  }),
  legendOrientation: render({
    type: 'SelectControl',
    label: 'Orientation',
    default: 'top',
    choices: LEGEND_ORIENTATION_CHOICES,
    description: 'Legend Orientation',
  }),
  legendMargin: render({
    type: 'TextControl',
    label: 'Margin',
    isInt: true,
    validators: [validateInteger],
    description: 'Additional padding for legend.',
  }),
  x_axis_title_margin: render({
    type: 'SelectControl',
    label: 'X AXIS TITLE BOTTOM MARGIN',
    default: 15,
    clearable: true,
    choices: TITLE_MARGIN_CHOICES,
  }),
  y_axis_title_margin: render({
    type: 'SelectControl',
    label: 'Y AXIS TITLE MARGIN',
    default: 15,
    clearable: true,
    choices: TITLE_MARGIN_CHOICES,
  }),
  y_axis_title_position: render({
    type: 'SelectControl',
    label: 'Y AXIS TITLE POSITION',
    default: 'Left',
    choices: [
      ['Left', 'Left'],
      ['Top', 'Top'],
    ],
  }),
  xAxisLabelRotation: render({
    type: 'SelectControl',
    label: 'Rotate x axis label',
    default: 0,
    freeForm: true,
    clearable: false,
    choices: [
      [0, '0°'],
      [45, '45°'],
      [90, '90°'],
    ],
    description: 'Input field supports custom rotation. e.g. 30 for 30°',
  }),
  rich_tooltip: render({
    type: 'CheckboxControl',
    label: 'Rich tooltip',
    default: true,
    description: 'Shows a list of all series available at that point in time',
  }),
  tooltipSortByMetric: render({
    type: 'CheckboxControl',
    label: 'Tooltip sort by metric',
    default: false,
    description: 'Whether to sort tooltip by the selected metric in descending order.',
    visibility: ({ controls }) => Boolean(controls.rich_tooltip),
  }),
  tooltipTimeFormat: render({
    type: 'SelectControl',
    label: 'Tooltip time format',
    default: 'smart_date',
    freeForm: true,
  }),
  logAxis: render({ type: 'CheckboxControl', label: 'Logarithmic y-axis', default: false }),
  minorSplitLine: render({
    type: 'CheckboxControl',
    label: 'Minor Split Line',
    default: false,
    description: 'Draw split lines for minor y-axis ticks',
  }),
  truncateYAxis: render({
    type: 'CheckboxControl',
    label: 'Truncate Y Axis',
    default: false,
    description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  }),
  y_axis_bounds: render({
    type: 'BoundsControl',
    label: 'Y Axis Bounds',
    default: [null, null],
    description:
      'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. ' +
      "Note that this feature will only expand the axis range. It won't narrow the data's extent.",
  }),
  sort_series_type: render({
    type: 'SelectControl',
    label: 'Sort Series By',
    default: 'sum',
    choices: SORT_TYPE_CHOICES,
  }),
  sort_series_ascending: render({ type: 'CheckboxControl', label: 'Sort Series Ascending', default: false }),
  orientation: render({
    type: 'SelectControl',
    label: 'Bar orientation',
    default: 'vertical',
    choices: [
      ['vertical', 'Vertical'],
      ['horizontal', 'Horizontal'],
    ],
  }),
  x_axis_sort: query({
    type: 'SelectControl',
    label: 'X-Axis Sort By',
    clearable: true,
    freeForm: true,
    description: 'Sort a categorical x-axis without dimensions by its own label or by a metric',
    visibility: ({ controls }) => !Array.isArray(controls.groupby) || controls.groupby.length === 0,
  }),
  x_axis_sort_asc: query({ type: 'CheckboxControl', label: 'X-Axis Sort Ascending', default: true }),
  x_axis_sort_series: render({
    type: 'SelectControl',
    label: 'X-Axis Sort By',
    default: 'name',
    choices: SORT_TYPE_CHOICES,
    description: 'Sort the categories of a categorical x-axis with dimensions',
    visibility: ({ controls }) => Array.isArray(controls.groupby) && controls.groupby.length > 0,
  }),
  x_axis_sort_series_ascending: render({
    type: 'CheckboxControl',
    label: 'X-Axis Sort Ascending',
    default: true,
  }),
} satisfies Record<string, ControlConfig>;

/** An inline control item for a control panel row. */
export function control(name: string, config: ControlConfig): ControlSetItem {
  return { name, config };
}
