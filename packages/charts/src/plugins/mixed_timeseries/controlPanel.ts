import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelSection,
  ControlSetRow,
} from '../../sdk/controlPanel.js';
import { SHARED_CONTROLS } from '../../sdk/sharedControls.js';
import { CHART_CONTROLS, control, queryControls, seriesStyleControls } from '../timeseries/controls.js';
import {
  advancedAnalyticsSection,
  annotationsSection,
  COMMON_CHART_OPTION_ROWS,
} from '../timeseries/controlPanel.js';

/**
 * The Mixed Chart's panel: the shared x-axis, then Query A and Query B with their own metrics,
 * dimensions, filters and advanced analytics, then how each query is drawn and the second y-axis.
 */

const shared = (name: string, suffix: string, label?: string) =>
  control(`${name}${suffix}`, { ...SHARED_CONTROLS[name]!, ...(label ? { label } : {}) });

function querySection(label: string, suffix: '' | '_b'): ControlPanelSection {
  const controls = queryControls(suffix);
  return {
    label,
    expanded: true,
    controlSetRows: [
      [shared('metrics', suffix)],
      [shared('groupby', suffix, 'Dimensions')],
      [shared('adhoc_filters', suffix)],
      [shared('series_limit', suffix)],
      [shared('series_limit_metric', suffix)],
      [shared('order_desc', suffix)],
      [shared('row_limit', suffix)],
      [
        control(`truncate_metric${suffix}`, controls.truncate_metric!),
        control(`show_empty_columns${suffix}`, controls.show_empty_columns!),
      ],
    ],
  };
}

/** Series style rows of one query; Query B's render keys end in 'B' (Superset's naming). */
function seriesStyleRows(query: 'A' | 'B'): ControlSetRow[] {
  const suffix = query === 'A' ? '' : 'B';
  const style = seriesStyleControls({ seriesType: query === 'A' ? 'line' : 'bar' });
  const item = (name: keyof typeof style, key = `${name}${suffix}`) => control(key, style[name]);
  const axis: ControlConfig = {
    type: 'SelectControl',
    label: 'Y Axis',
    affects: 'render',
    default: 0,
    choices: [
      [0, 'Primary'],
      [1, 'Secondary'],
    ],
    description: `Primary or secondary y-axis of Query ${query}`,
  };
  return [
    [item('seriesType'), control(`yAxisIndex${suffix}`, axis)],
    [item('stack'), item('area')],
    [item('opacity'), item('show_value', query === 'A' ? 'show_value' : 'show_valueB')],
    [item('markerEnabled'), item('markerSize')],
  ];
}

const secondaryAxisRows: ControlSetRow[] = [
  [
    control('yAxisTitleSecondary', {
      type: 'TextControl',
      label: 'Secondary y-axis title',
      affects: 'render',
      default: '',
    }),
  ],
  [
    control('y_axis_format_secondary', {
      ...SHARED_CONTROLS.y_axis_format!,
      label: 'Secondary y-axis format',
    }),
  ],
  [
    control('currency_format_secondary', {
      ...SHARED_CONTROLS.currency_format!,
      label: 'Secondary currency format',
    }),
  ],
  [
    control('logAxisSecondary', {
      type: 'CheckboxControl',
      label: 'Logarithmic secondary y-axis',
      affects: 'render',
      default: false,
    }),
  ],
  [control('y_axis_bounds_secondary', { ...CHART_CONTROLS.y_axis_bounds, label: 'Secondary y-axis bounds' })],
];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    { label: 'Query', expanded: true, controlSetRows: [['x_axis'], ['time_grain_sqla']] },
    querySection('Query A', ''),
    advancedAnalyticsSection('Advanced analytics Query A', ''),
    querySection('Query B', '_b'),
    advancedAnalyticsSection('Advanced analytics Query B', '_b'),
    annotationsSection,
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ...seriesStyleRows('A'),
        ...seriesStyleRows('B'),
        [control('percentage_threshold', CHART_CONTROLS.percentage_threshold)],
        ...COMMON_CHART_OPTION_ROWS,
        ...secondaryAxisRows,
      ],
    },
  ],
};
