import type { ControlConfig, ControlPanelConfig, ControlSetItem } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';
import { X_TICKS_LAYOUTS } from './formData.js';

const render = (name: string, config: Omit<ControlConfig, 'affects'>): ControlSetItem => ({
  name,
  config: { ...config, affects: 'render' },
});

const checkbox = (name: string, label: string, description: string, value: boolean) =>
  render(name, { type: 'CheckboxControl', label, description, default: value });

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
      [checkbox('contribution', 'Contribution', 'Compute the contribution to the total', false)],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['show_legend'],
      [
        checkbox(
          'rich_tooltip',
          'Rich tooltip',
          'Shows a list of all series available at that point in time',
          true,
        ),
        checkbox('show_bar_value', 'Bar Values', 'Show the value on top of the bar', false),
      ],
      [
        checkbox('bar_stacked', 'Stacked Bars', 'Stack the series on top of each other', false),
        checkbox('order_bars', 'Sort Bars', 'Sort bars by x labels.', false),
      ],
      [
        render('orientation', {
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
      [render('y_axis_label', { type: 'TextControl', label: 'Y Axis Label', default: '' })],
      [render('x_axis_label', { type: 'TextControl', label: 'X Axis Label', default: '' })],
      [
        render('bottom_margin', {
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
        render('x_ticks_layout', {
          type: 'SelectControl',
          label: 'X Tick Layout',
          description: 'The way the ticks are laid out on the X-axis',
          default: 'auto',
          choices: X_TICKS_LAYOUTS.map((layout) => [layout, layout] as const),
        }),
      ],
      [
        checkbox(
          'reduce_x_ticks',
          'Reduce X ticks',
          'Reduces the number of X-axis ticks to be rendered. If true, the x-axis will not overflow and ' +
            'labels may be missing. If false, a minimum width will be applied to columns and the width ' +
            'may overflow into an horizontal scroll.',
          false,
        ),
      ],
      [
        render('y_axis_bounds', {
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
