import { RESAMPLE_METHOD_CHOICES, ROLLING_TYPE_CHOICES } from '../../sdk/advancedAnalytics.js';
import {
  checkboxControl,
  type ControlConfig,
  type ControlPanelConfig,
  type ControlSetItem,
} from '../../sdk/controlPanel.js';
import { chartOptionsSection, querySection, SHARED_CONTROLS } from '../../sdk/sharedControls.js';
import { validateInteger } from '../../sdk/validators.js';
import { DEFAULT_COLOR_PICKER } from './formData.js';

const control = (name: string, config: ControlConfig): ControlSetItem => ({ name, config });

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          control('compare_lag', {
            type: 'TextControl',
            label: 'Comparison Period Lag',
            description: 'Based on granularity, number of time periods to compare against',
            affects: 'render',
            isInt: true,
            validators: [validateInteger],
          }),
        ],
        [
          control('compare_suffix', {
            type: 'TextControl',
            label: 'Comparison suffix',
            description: 'Suffix to apply after the percentage display',
            affects: 'render',
          }),
        ],
        [checkboxControl('show_timestamp', 'Show Timestamp', 'Whether to display the timestamp', false)],
        [checkboxControl('show_trend_line', 'Show Trend Line', 'Whether to display the trend line', true)],
        [
          checkboxControl(
            'start_y_axis_at_zero',
            'Start y-axis at 0',
            'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
            true,
          ),
        ],
        [
          control('time_range_fixed', {
            type: 'CheckboxControl',
            label: 'Fix to selected Time Range',
            description:
              'Fix the trend line to the full time range specified in case filtered results do not include ' +
              'the start or end dates',
            affects: 'render',
            default: false,
            visibility: ({ controls }) => Boolean(controls.time_range) && controls.time_range !== 'No filter',
          }),
        ],
      ],
    },
    chartOptionsSection([
      [
        control('color_picker', {
          type: 'ColorPickerControl',
          label: 'Fixed Color',
          description: 'Use this to define a static color for the trend line',
          affects: 'render',
          default: DEFAULT_COLOR_PICKER,
        }),
      ],
      [
        control('header_font_size', {
          type: 'SelectControl',
          label: 'Big Number Font Size',
          affects: 'render',
          default: 0.4,
          choices: [
            [0.2, 'Tiny'],
            [0.3, 'Small'],
            [0.4, 'Normal'],
            [0.5, 'Large'],
            [0.6, 'Huge'],
          ],
        }),
      ],
      [
        control('subheader_font_size', {
          type: 'SelectControl',
          label: 'Subheader Font Size',
          affects: 'render',
          default: 0.15,
          choices: [
            [0.125, 'Tiny'],
            [0.15, 'Small'],
            [0.2, 'Normal'],
            [0.3, 'Large'],
            [0.4, 'Huge'],
          ],
        }),
      ],
      ['y_axis_format'],
      ['currency_format'],
      [control('time_format', SHARED_CONTROLS.date_format!)],
      [
        checkboxControl(
          'force_timestamp_formatting',
          'Force date format',
          'Use date formatting even when metric value is not a timestamp',
          false,
        ),
      ],
    ]),
    {
      label: 'Advanced analytics',
      expanded: false,
      controlSetRows: [
        [
          control('rolling_type', {
            type: 'SelectControl',
            label: 'Rolling Function',
            description:
              'Defines a rolling window function to apply, works along with the [Periods] text box',
            affects: 'query',
            default: 'None',
            choices: ROLLING_TYPE_CHOICES,
          }),
        ],
        [
          control('rolling_periods', {
            type: 'TextControl',
            label: 'Periods',
            description:
              'Defines the size of the rolling window function, relative to the time granularity selected',
            affects: 'query',
            isInt: true,
            validators: [validateInteger],
            visibility: ({ controls }) => ['mean', 'sum', 'std'].includes(String(controls.rolling_type)),
          }),
          control('min_periods', {
            type: 'TextControl',
            label: 'Min Periods',
            description:
              'The minimum number of rolling periods required to show a value. For instance if you do a ' +
              'cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points ' +
              'shown are the total of 7 periods.',
            affects: 'query',
            isInt: true,
            validators: [validateInteger],
            visibility: ({ controls }) => ['mean', 'sum', 'std'].includes(String(controls.rolling_type)),
          }),
        ],
        [
          control('resample_rule', {
            type: 'SelectControl',
            label: 'Rule',
            description: 'Pandas resample rule',
            affects: 'query',
            freeForm: true,
            clearable: true,
            choices: [
              ['1T', '1 minutely frequency'],
              ['1H', '1 hourly frequency'],
              ['1D', '1 calendar day frequency'],
              ['7D', '7 calendar day frequency'],
              ['1MS', '1 month start frequency'],
              ['1M', '1 month end frequency'],
              ['1AS', '1 year start frequency'],
              ['1A', '1 year end frequency'],
            ],
          }),
          control('resample_method', {
            type: 'SelectControl',
            label: 'Fill method',
            description: 'Pandas resample method',
            affects: 'query',
            freeForm: true,
            clearable: true,
            choices: RESAMPLE_METHOD_CHOICES,
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    x_axis: { label: 'Temporal X-axis', options: { temporalOnly: true } },
    y_axis_format: { label: 'Number format' },
  },
};
