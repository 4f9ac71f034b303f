import type { ControlPanelConfig, ControlPanelSection, ControlSetRow } from '../../sdk/controlPanel.js';
import { CHART_CONTROLS, control, queryControls, seriesStyleControls } from './controls.js';

/**
 * Control panels of the time-series family: Query, Advanced analytics, Annotations and layers, and
 * Chart Options, where each chart type puts its own series-style rows.
 */

const q = queryControls();
const chart = (name: keyof typeof CHART_CONTROLS) => control(name, CHART_CONTROLS[name]);
const query = (name: keyof typeof q) => control(name, q[name]!);

export const timeseriesQuerySection: ControlPanelSection = {
  label: 'Query',
  expanded: true,
  controlSetRows: [
    ['x_axis'],
    ['time_grain_sqla'],
    ['metrics'],
    ['groupby'],
    [query('contributionMode')],
    ['adhoc_filters'],
    ['series_limit'],
    ['series_limit_metric'],
    ['order_desc'],
    ['row_limit'],
    [query('truncate_metric'), query('show_empty_columns')],
    [chart('x_axis_sort'), chart('x_axis_sort_asc')],
    [chart('x_axis_sort_series'), chart('x_axis_sort_series_ascending')],
  ],
};

export function advancedAnalyticsSection(label = 'Advanced analytics', suffix = ''): ControlPanelSection {
  const controls = queryControls(suffix);
  const item = (name: string) => control(`${name}${suffix}`, controls[name]!);
  return {
    label,
    description:
      'Transform the query results before drawing: rolling windows, comparisons with earlier periods and resampling',
    expanded: false,
    controlSetRows: [
      [item('rolling_type')],
      [item('rolling_periods'), item('min_periods')],
      [item('time_compare'), item('comparison_type')],
      [item('resample_rule'), item('resample_method')],
    ],
  };
}

export const annotationsSection: ControlPanelSection = {
  label: 'Annotations and layers',
  expanded: false,
  controlSetRows: [
    [
      control('annotation_layers', {
        type: 'AnnotationLayerControl',
        label: 'Annotation Layers',
        affects: 'query',
        default: [],
        description: 'Formula lines, events, intervals and other time series drawn over the chart',
      }),
    ],
  ],
};

const style = seriesStyleControls();
/** Series-style rows a chart type may include in its Chart Options. */
export const SERIES_STYLE_ROWS = {
  stack: [control('stack', style.stack)],
  showValue: [control('show_value', style.show_value)],
  onlyTotal: [control('only_total', style.only_total), chart('percentage_threshold')],
  area: [control('area', style.area)],
  opacity: [control('opacity', style.opacity)],
  marker: [control('markerEnabled', style.markerEnabled), control('markerSize', style.markerSize)],
  markerSize: [control('markerSize', style.markerSize)],
} satisfies Record<string, ControlSetRow>;

/** The series-style rows of the line charts (Line, Smooth Line, and Stepped Line after its step type). */
export const LINE_STYLE_ROWS: readonly ControlSetRow[] = [
  SERIES_STYLE_ROWS.showValue,
  SERIES_STYLE_ROWS.stack,
  SERIES_STYLE_ROWS.onlyTotal,
  SERIES_STYLE_ROWS.area,
  SERIES_STYLE_ROWS.opacity,
  SERIES_STYLE_ROWS.marker,
];

/** Legend, axes, tooltip and y-axis rows every chart of the family shares. */
export const COMMON_CHART_OPTION_ROWS: readonly ControlSetRow[] = [
  [chart('zoomable')],
  ['show_legend'],
  [chart('legendType'), chart('legendOrientation')],
  [chart('legendMargin')],
  ['x_axis_title', chart('x_axis_title_margin')],
  ['y_axis_title', chart('y_axis_title_margin')],
  [chart('y_axis_title_position')],
  ['x_axis_time_format'],
  [chart('xAxisLabelRotation')],
  [chart('rich_tooltip'), chart('tooltipSortByMetric')],
  [chart('tooltipTimeFormat')],
  ['y_axis_format'],
  ['currency_format'],
  [chart('logAxis'), chart('minorSplitLine')],
  [chart('truncateYAxis')],
  [chart('y_axis_bounds')],
];

export function chartOptionsSection(seriesRows: readonly ControlSetRow[]): ControlPanelSection {
  return {
    label: 'Chart Options',
    expanded: true,
    controlSetRows: [
      ['color_scheme'],
      [chart('sort_series_type'), chart('sort_series_ascending')],
      ...seriesRows,
      ...COMMON_CHART_OPTION_ROWS,
    ],
  };
}

/** A chart type's panel: the shared sections around its own series-style rows. */
export function buildTimeseriesControlPanel(seriesRows: readonly ControlSetRow[]): ControlPanelConfig {
  return {
    controlPanelSections: [
      timeseriesQuerySection,
      advancedAnalyticsSection(),
      annotationsSection,
      chartOptionsSection(seriesRows),
    ],
    controlOverrides: { groupby: { label: 'Dimensions' }, x_axis_time_format: { label: 'Time format' } },
  };
}
