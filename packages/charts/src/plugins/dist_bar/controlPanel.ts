import { checkboxControl, renderControl, type ControlPanelConfig } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';
import { X_TICKS_LAYOUTS } from './formData.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      ['columns'],
      ['row_limit'],
      [
        {
          name: 'timeseries_limit_metric',
          config: {
            type: 'DndMetricSelect',
            label: 'Sort By',
            description: 'Metric used to order the bars; the first metric when empty',
            affects: 'query',
            clearable: true,
          },
        },
      ],
      ['order_desc'],
      [checkboxControl('contribution', 'Contribution', 'Compute the contribution to the total', false)],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['show_legend'],
      [
        checkboxControl(
          'rich_tooltip',
          'Rich tooltip',
          'Shows a list of all series available at that point in time',
          true,
        ),
        checkboxControl('show_bar_value', 'Bar Values', 'Show the value on top of the bar', false),
      ],
      [
        checkboxControl('bar_stacked', 'Stacked Bars', 'Stack the series on top of each other', false),
        checkboxControl('order_bars', 'Sort Bars', 'Sort bars by x labels.', false),
      ],
      [
        renderControl('orientation', {
          type: 'SelectControl',
          label: 'Bar orientation',
          description: 'Bars go up from the category axis, or run to the right of it',
          default: 'vertical',
          clearable: false,
          choices: [
            ['vertical', 'Vertical'],
            ['horizontal', 'Horizontal'],
          ],
        }),
      ],
      ['y_axis_format'],
      [renderControl('y_axis_label', { type: 'TextControl', label: 'Y Axis Label', default: '' })],
      [renderControl('x_axis_label', { type: 'TextControl', label: 'X Axis Label', default: '' })],
      [
        renderControl('bottom_margin', {
          type: 'SelectControl',
          label: 'Bottom Margin',
          description: 'Bottom margin, in pixels, allowing for more room for axis labels',
          freeForm: true,
          default: 'auto',
          choices: [
            ['auto', 'auto'],
            [50, '50'],
            [75, '75'],
            [100, '100'],
            [125, '125'],
            [150, '150'],
            [200, '200'],
          ],
        }),
        renderControl('x_ticks_layout', {
          type: 'SelectControl',
          label: 'X Tick Layout',
          description: 'The way the ticks are laid out on the X-axis',
          default: 'auto',
          choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout] as const),
        }),
      ],
      [
        checkboxControl(
          'reduce_x_ticks',
          'Reduce X ticks',
          'Reduces the number of X-axis ticks to be rendered. If true, the x-axis will not overflow and ' +
            'labels may be missing. If false, a minimum width will be applied to columns and the width ' +
            'may overflow into an horizontal scroll.',
          false,
        ),
      ],
      [
        renderControl('y_axis_bounds', {
          type: 'BoundsControl',
          label: 'Y Axis Bounds',
          description:
            'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the ' +
            'min/max of the data.',
          default: [null, null],
        }),
      ],
    ]),
  ],
  controlOverrides: {
    groupby: {
      label: 'Dimensions',
      description: 'The categories on the x-axis: one group of bars per value',
      validators: [validateNonEmpty],
    },
    columns: { label: 'Breakdowns', description: 'Defines how each series is broken down' },
  },
};
