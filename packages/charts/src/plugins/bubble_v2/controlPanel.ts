import type { ControlConfig, ControlPanelConfig } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection, SHARED_CONTROLS } from '../../sdk/sharedControls.js';
import { validateNonEmpty, validateNumber } from '../../sdk/validators.js';

const metric = (label: string, description: string): ControlConfig => ({
  type: 'DndMetricSelect',
  label,
  description,
  affects: 'query',
  validators: [validateNonEmpty],
});

const numberFormat = (label: string): ControlConfig => ({ ...SHARED_CONTROLS.y_axis_format!, label });

const titleMargin = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  affects: 'render',
  freeForm: true,
  clearable: true,
  default: 30,
  choices: [15, 30, 50, 75, 100, 125, 150, 200].map((px) => [px, String(px)] as const),
});

const bounds = (label: string, description: string): ControlConfig => ({
  type: 'BoundsControl',
  label,
  description,
  affects: 'render',
  default: [null, null],
});

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'series',
          config: {
            type: 'DndColumnSelect',
            label: 'Dimension',
            description: 'Bubbles of the same dimension value share a color and a legend entry.',
            affects: 'query',
            clearable: true,
          },
        },
      ],
      [
        {
          name: 'entity',
          config: {
            type: 'DndColumnSelect',
            label: 'Entity',
            description: 'This defines the element to be plotted on the chart',
            affects: 'query',
            validators: [validateNonEmpty],
          },
        },
      ],
      [{ name: 'x', config: metric('X Axis', "The dataset's metric on the horizontal axis") }],
      [{ name: 'y', config: metric('Y Axis', "The dataset's metric on the vertical axis") }],
      ['adhoc_filters'],
      [{ name: 'size', config: metric('Bubble Size', 'Metric used to calculate bubble size') }],
      [
        {
          name: 'orderby',
          config: {
            type: 'DndMetricSelect',
            label: 'Sort by',
            description: 'This metric is used to define the row selection criteria (with the row limit).',
            affects: 'query',
            clearable: true,
          },
        },
      ],
      [
        {
          name: 'order_desc',
          config: {
            ...SHARED_CONTROLS.order_desc!,
            visibility: ({ controls }) => Boolean(controls.orderby),
          },
        },
      ],
      ['row_limit'],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ['show_legend'],
      ['max_bubble_size'],
      [{ name: 'tooltipSizeFormat', config: numberFormat('Bubble size number format') }],
      [
        {
          name: 'opacity',
          config: {
            type: 'SliderControl',
            label: 'Bubble Opacity',
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
            affects: 'render',
            min: 0,
            max: 1,
            step: 0.1,
            default: 0.6,
          },
        },
      ],
    ]),
    {
      label: 'X Axis',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'x_axis_label',
            config: { type: 'TextControl', label: 'X Axis Title', affects: 'render', default: '' },
          },
        ],
        [{ name: 'x_axis_title_margin', config: titleMargin('X Axis Title Margin') }],
        [{ name: 'xAxisFormat', config: numberFormat('X Axis Format') }],
        [
          {
            name: 'logXAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Logarithmic x-axis',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'truncateXAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Truncate X Axis',
              description: 'Truncate X Axis. Can be overridden by specifying a min or max bound.',
              affects: 'render',
              default: true,
            },
          },
        ],
        [
          {
            name: 'xAxisBounds',
            config: {
              ...bounds(
                'X Axis Bounds',
                'Bounds for the X-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
              ),
              visibility: ({ controls }) => Boolean(controls.truncateXAxis),
            },
          },
        ],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'y_axis_label',
            config: { type: 'TextControl', label: 'Y Axis Title', affects: 'render', default: '' },
          },
        ],
        [{ name: 'y_axis_title_margin', config: titleMargin('Y Axis Title Margin') }],
        ['y_axis_format'],
        [
          {
            name: 'logYAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Logarithmic y-axis',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'truncateYAxis',
            config: {
              type: 'CheckboxControl',
              label: 'Truncate Y Axis',
              description: 'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
              affects: 'render',
              default: false,
            },
          },
        ],
        [
          {
            name: 'y_axis_bounds',
            config: {
              ...bounds(
                'Y Axis Bounds',
                'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
              ),
              visibility: ({ controls }) => Boolean(controls.truncateYAxis),
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    max_bubble_size: { validators: [validateNumber] },
    y_axis_format: { label: 'Y Axis Format' },
  },
};
