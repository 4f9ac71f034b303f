import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import { chartOptionsSection, LEGEND_CONTROL_ROWS, querySection } from '../../sdk/sharedControls.js';

const showsLabels = ({ controls }: ControlPanelState) => controls.show_labels !== false;

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']]),
    chartOptionsSection([
      ['color_scheme'],
      ['show_labels_threshold'],
      ...LEGEND_CONTROL_ROWS,
      [
        {
          name: 'label_type',
          config: {
            type: 'SelectControl',
            label: 'Label Type',
            description: 'What should be shown on the label?',
            affects: 'render',
            default: 'key',
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['percent', 'Percentage'],
              ['key_value', 'Category and Value'],
              ['key_percent', 'Category and Percentage'],
              ['key_value_percent', 'Category, Value and Percentage'],
              ['value_percent', 'Value and Percentage'],
              ['template', 'Template'],
            ],
          },
        },
      ],
      [
        {
          name: 'label_template',
          config: {
            type: 'TextControl',
            label: 'Label Template',
            description:
              'Format data labels. Use variables: {name}, {value}, {percent}. \\n represents a new line.',
            affects: 'render',
            visibility: ({ controls }) => controls.label_type === 'template',
          },
        },
      ],
      ['number_format'],
      ['currency_format'],
      ['date_format'],
      [
        'show_labels',
        {
          name: 'labels_outside',
          config: {
            type: 'CheckboxControl',
            label: 'Put labels outside',
            description: 'Put the labels outside of the pie?',
            affects: 'render',
            default: true,
            visibility: showsLabels,
          },
        },
      ],
      [
        {
          name: 'label_line',
          config: {
            type: 'CheckboxControl',
            label: 'Label Line',
            description: 'Draw line from Pie to label when labels outside?',
            affects: 'render',
            default: false,
            visibility: ({ controls }) => controls.show_labels !== false && controls.labels_outside !== false,
          },
        },
        'show_total',
      ],
      [
        {
          name: 'outerRadius',
          config: {
            type: 'SliderControl',
            label: 'Outer Radius',
            description: 'Outer edge of Pie chart',
            affects: 'render',
            default: 70,
            min: 10,
            max: 100,
            step: 1,
          },
        },
      ],
      [
        {
          name: 'donut',
          config: {
            type: 'CheckboxControl',
            label: 'Donut',
            description: 'Do you want a donut or a pie?',
            affects: 'render',
            default: false,
          },
        },
      ],
      [
        {
          name: 'innerRadius',
          config: {
            type: 'SliderControl',
            label: 'Inner Radius',
            description: 'Inner radius of donut hole',
            affects: 'render',
            default: 30,
            min: 0,
            max: 100,
            step: 1,
            visibility: ({ controls }) => controls.donut === true,
          },
        },
      ],
    ]),
  ],
  controlOverrides: {
    sort_by_metric: { default: true },
    row_limit: { default: 100 },
    metric: { label: 'Metric' },
  },
};
