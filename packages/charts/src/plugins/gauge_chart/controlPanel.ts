import { checkboxControl, renderControl, type ControlPanelConfig } from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateInteger, validateNumber } from '../../sdk/validators.js';
import { parseNumberList } from './intervals.js';

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
        renderControl('min_val', {
          type: 'TextControl',
          label: 'Min',
          description: 'Minimum value on the gauge axis',
          isFloat: true,
          validators: [validateNumber],
        }),
        renderControl('max_val', {
          type: 'TextControl',
          label: 'Max',
          description: 'Maximum value on the gauge axis',
          isFloat: true,
          validators: [validateNumber],
        }),
      ],
      [
        renderControl('start_angle', {
          type: 'TextControl',
          label: 'Start angle',
          description: 'Angle at which to start progress axis',
          isInt: true,
          default: 225,
          validators: [validateInteger],
        }),
        renderControl('end_angle', {
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
        renderControl('font_size', {
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
        renderControl('value_formatter', {
          type: 'TextControl',
          label: 'Value format',
          description: 'Additional text to add before or after the value, e.g. unit',
          default: '{value}',
        }),
      ],
      [
        checkboxControl('show_pointer', 'Show pointer', 'Whether to show the pointer', true),
        checkboxControl(
          'animation',
          'Animation',
          'Whether to animate the progress and the value or just display them',
          true,
        ),
      ],
      [
        checkboxControl(
          'show_axis_line_ticks',
          'Show axis line ticks',
          'Whether to show minor ticks on the axis',
          false,
        ),
      ],
      [
        checkboxControl(
          'show_split_line',
          'Show split lines',
          'Whether to show the split lines on the axis',
          false,
        ),
      ],
      [
        renderControl('split_number', {
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
        checkboxControl(
          'show_progress',
          'Show progress',
          'Whether to show the progress of gauge chart',
          true,
        ),
        checkboxControl(
          'overlap',
          'Overlap',
          'Whether the progress bar overlaps when there are multiple groups of data',
          true,
        ),
      ],
      [
        checkboxControl(
          'round_cap',
          'Round cap',
          'Style the ends of the progress bar with a round cap',
          false,
        ),
      ],
      [
        renderControl('intervals', {
          type: 'TextControl',
          label: 'Interval bounds',
          description:
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number ' +
            'should match the value provided for MAX.',
          validators: [validateNumberList],
        }),
      ],
      [
        renderControl('interval_color_indices', {
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
