import type { ControlConfig, ControlPanelConfig, ControlSetItem } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateInteger, validateNumber } from '../../sdk/validators.js';
import { parseNumberList } from './intervals.js';

const render = (name: string, config: Omit<ControlConfig, 'affects'>): ControlSetItem => ({
  name,
  config: { ...config, affects: 'render' },
});

const checkbox = (name: string, label: string, description: string, value: boolean) =>
  render(name, { type: 'CheckboxControl', label, description, default: value });

/** Interval texts must be comma-separated numbers (or empty). */
const validateNumberList = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && parseNumberList(value).length === 0
    ? 'should be a comma-separated list of numbers'
    : false;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']]),
    chartOptionsSection([
      [
        render('min_val', {
          type: 'TextControl',
          label: 'Min',
          description: 'Minimum value on the gauge axis',
          isFloat: true,
          validators: [validateNumber],
        }),
        render('max_val', {
          type: 'TextControl',
          label: 'Max',
          description: 'Maximum value on the gauge axis',
          isFloat: true,
          validators: [validateNumber],
        }),
      ],
      [
        render('start_angle', {
          type: 'TextControl',
          label: 'Start angle',
          description: 'Angle at which to start progress axis',
          isInt: true,
          default: 225,
          validators: [validateInteger],
        }),
        render('end_angle', {
          type: 'TextControl',
          label: 'End angle',
          description: 'Angle at which to end progress axis',
          isInt: true,
          default: -45,
          validators: [validateInteger],
        }),
      ],
      ['color_scheme'],
      [
        render('font_size', {
          type: 'SliderControl',
          label: 'Font size',
          description: 'Font size for axis labels, detail value and other text elements',
          min: 10,
          max: 20,
          step: 1,
          default: 15,
        }),
      ],
      ['number_format'],
      ['currency_format'],
      [
        render('value_formatter', {
          type: 'TextControl',
          label: 'Value format',
          description: 'Additional text to add before or after the value, e.g. unit',
          default: '{value}',
        }),
      ],
      [
        checkbox('show_pointer', 'Show pointer', 'Whether to show the pointer', true),
        checkbox(
          'animation',
          'Animation',
          'Whether to animate the progress and the value or just display them',
          true,
        ),
      ],
      [
        checkbox(
          'show_axis_line_ticks',
          'Show axis line ticks',
          'Whether to show minor ticks on the axis',
          false,
        ),
      ],
      [checkbox('show_split_line', 'Show split lines', 'Whether to show the split lines on the axis', false)],
      [
        render('split_number', {
          type: 'SliderControl',
          label: 'Split number',
          description: 'Number of split segments on the axis',
          min: 3,
          max: 30,
          step: 1,
          default: 10,
        }),
      ],
      [
        checkbox('show_progress', 'Show progress', 'Whether to show the progress of gauge chart', true),
        checkbox(
          'overlap',
          'Overlap',
          'Whether the progress bar overlaps when there are multiple groups of data',
          true,
        ),
      ],
      [checkbox('round_cap', 'Round cap', 'Style the ends of the progress bar with a round cap', false)],
      [
        render('intervals', {
          type: 'TextControl',
          label: 'Interval bounds',
          description:
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number ' +
            'should match the value provided for MAX.',
          validators: [validateNumberList],
        }),
      ],
      [
        render('interval_color_indices', {
          type: 'TextControl',
          label: 'Interval colors',
          description:
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the ' +
            'chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
          validators: [validateNumberList],
        }),
      ],
    ]),
  ],
  controlOverrides: { sort_by_metric: { default: true }, row_limit: { default: 10 } },
};
