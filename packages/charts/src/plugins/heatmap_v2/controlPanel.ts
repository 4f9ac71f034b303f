import type { ControlPanelConfig, SelectChoice } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';

const SORT_AXIS_CHOICES: readonly SelectChoice[] = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
];

const SCALE_INTERVAL_CHOICES: readonly SelectChoice[] = [
  [-1, 'Auto'],
  ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const),
];

const MARGIN_CHOICES: readonly SelectChoice[] = [
  ['auto', 'Auto'],
  ...[50, 75, 100, 125, 150, 200].map((px) => [px, String(px)] as const),
];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['x_axis'],
      ['time_grain_sqla'],
      ['groupby'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        {
          name: 'sort_x_axis',
          config: {
            type: 'SelectControl',
            label: 'Sort X Axis',
            affects: 'query',
            default: 'alpha_asc',
            clearable: false,
            choices: SORT_AXIS_CHOICES,
          },
        },
      ],
      [
        {
          name: 'sort_y_axis',
          config: {
            type: 'SelectControl',
            label: 'Sort Y Axis',
            affects: 'query',
            default: 'alpha_asc',
            clearable: false,
            choices: SORT_AXIS_CHOICES,
          },
        },
      ],
      [
        {
          name: 'normalize_across',
          config: {
            type: 'SelectControl',
            label: 'Normalize Across',
            description:
              'Color will be shaded based the normalized (0% to 100%) value of a given cell against the ' +
              'other cells in the selected range: x: values are normalized within each column; y: values ' +
              'are normalized within each row; heatmap: values are normalized across the entire heatmap',
            // The percentile ranks are computed from the fetched cells, so no new query is needed.
            affects: 'render',
            default: 'heatmap',
            clearable: false,
            choices: [
              ['heatmap', 'heatmap'],
              ['x', 'x'],
              ['y', 'y'],
            ],
          },
        },
      ],
    ]),
    chartOptionsSection([
      ['linear_color_scheme'],
      [
        {
          name: 'xscale_interval',
          config: {
            type: 'SelectControl',
            label: 'XScale Interval',
            description: 'Number of steps to take between ticks when displaying the X scale',
            affects: 'render',
            default: -1,
            clearable: false,
            choices: SCALE_INTERVAL_CHOICES,
          },
        },
        {
          name: 'yscale_interval',
          config: {
            type: 'SelectControl',
            label: 'YScale Interval',
            description: 'Number of steps to take between ticks when displaying the Y scale',
            affects: 'render',
            default: -1,
            clearable: false,
            choices: SCALE_INTERVAL_CHOICES,
          },
        },
      ],
      [
        {
          name: 'left_margin',
          config: {
            type: 'SelectControl',
            label: 'Left Margin',
            description: 'Left margin, in pixels, allowing for more room for axis labels',
            affects: 'render',
            freeForm: true,
            clearable: false,
            default: 'auto',
            choices: MARGIN_CHOICES,
          },
        },
        {
          name: 'bottom_margin',
          config: {
            type: 'SelectControl',
            label: 'Bottom Margin',
            description: 'Bottom margin, in pixels, allowing for more room for axis labels',
            affects: 'render',
            freeForm: true,
            clearable: false,
            default: 'auto',
            choices: MARGIN_CHOICES,
          },
        },
      ],
      [
        {
          name: 'value_bounds',
          config: {
            type: 'BoundsControl',
            label: 'Value bounds',
            description: 'Hard value bounds applied for color coding.',
            affects: 'render',
            default: [null, null],
          },
        },
      ],
      ['y_axis_format', 'x_axis_time_format'],
      ['currency_format'],
      [
        {
          name: 'show_legend',
          config: {
            type: 'CheckboxControl',
            label: 'Legend',
            description: 'Whether to display the legend (toggles)',
            affects: 'render',
            default: true,
          },
        },
        {
          name: 'show_percentage',
          config: {
            type: 'CheckboxControl',
            label: 'Show percentage',
            description: 'Whether to include the percentage in the tooltip',
            affects: 'render',
            default: true,
          },
        },
      ],
      [
        {
          name: 'show_values',
          config: {
            type: 'CheckboxControl',
            label: 'Show Values',
            description: 'Whether to display the numerical values within the cells',
            affects: 'render',
            default: false,
          },
        },
        {
          name: 'normalized',
          config: {
            type: 'CheckboxControl',
            label: 'Normalized',
            description: 'Whether to apply a normal distribution based on rank on the color scale',
            affects: 'render',
            default: false,
          },
        },
      ],
    ]),
  ],
  controlOverrides: {
    groupby: {
      label: 'Y-Axis',
      description: 'Dimension to use on y-axis.',
      multi: false,
      default: undefined,
      validators: [validateNonEmpty],
    },
    y_axis_format: { label: 'Value Format' },
  },
};
