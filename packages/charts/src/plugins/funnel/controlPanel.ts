import type { ControlPanelConfig, SelectChoice } from '../../sdk/controlPanel.js';
import { chartOptionsSection, LEGEND_CONTROL_ROWS, querySection } from '../../sdk/sharedControls.js';

/** Superset saves the enum's number: 0 = key … 5 = key, value and percent. */
const LABEL_TYPE_CHOICES: readonly SelectChoice[] = [
  [0, 'Category Name'],
  [1, 'Value'],
  [2, 'Percentage'],
  [3, 'Category and Value'],
  [4, 'Category and Percentage'],
  [5, 'Category, Value and Percentage'],
  [6, 'Value and Percentage'],
];

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['groupby'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
      [
        {
          name: 'percent_calculation_type',
          config: {
            type: 'SelectControl',
            label: '% calculation',
            description:
              'Display percents in the label and tooltip as the percent of the total value, from the ' +
              'first step of the funnel, or from the previous step in the funnel.',
            affects: 'render',
            default: 'first_step',
            clearable: false,
            choices: [
              ['first_step', 'Calculate from first step'],
              ['prev_step', 'Calculate from previous step'],
              ['total', 'Percent of total'],
            ],
          },
        },
      ],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ...LEGEND_CONTROL_ROWS,
      [
        {
          name: 'label_type',
          config: {
            type: 'SelectControl',
            label: 'Label Contents',
            description: 'What should be shown as the label',
            affects: 'render',
            default: 0,
            choices: LABEL_TYPE_CHOICES,
          },
        },
      ],
      [
        {
          name: 'tooltip_label_type',
          config: {
            type: 'SelectControl',
            label: 'Tooltip Contents',
            description: 'What should be shown as the tooltip label',
            affects: 'render',
            default: 5,
            choices: LABEL_TYPE_CHOICES,
          },
        },
      ],
      ['number_format'],
      ['currency_format'],
      [
        'show_labels',
        {
          name: 'show_tooltip_labels',
          config: {
            type: 'CheckboxControl',
            label: 'Show Tooltip Labels',
            description: 'Whether to display the tooltip labels.',
            affects: 'render',
            default: true,
          },
        },
      ],
    ]),
  ],
  controlOverrides: { sort_by_metric: { default: true }, row_limit: { default: 10 } },
};
