import { getMetricLabel, metricSchema } from '@sightline/core';
import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import { validateNonEmpty, validateNumber } from '../../sdk/validators.js';

/** Whether the secondary metric colors the chart: set, and not the primary metric again. */
function colorsBySecondaryMetric({ controls }: ControlPanelState): boolean {
  const primary = metricSchema.safeParse(controls.metric);
  const secondary = metricSchema.safeParse(controls.secondary_metric);
  if (!secondary.success) return false;
  return !primary.success || getMetricLabel(primary.data) !== getMetricLabel(secondary.data);
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['metric'],
        ['secondary_metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              description: 'Whether to sort results by the selected metric in descending order.',
              affects: 'query',
              default: false,
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['linear_color_scheme'],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Labels',
              description: 'Whether to display the labels.',
              affects: 'render',
              default: false,
            },
          },
          {
            name: 'show_labels_threshold',
            config: {
              type: 'TextControl',
              label: 'Percentage threshold',
              description: 'Minimum threshold in percentage points for showing labels.',
              affects: 'render',
              isFloat: true,
              default: 5,
              validators: [validateNumber],
            },
          },
        ],
        [
          {
            name: 'show_total',
            config: {
              type: 'CheckboxControl',
              label: 'Show Total',
              description: 'Whether to display the aggregate count',
              affects: 'render',
              default: false,
            },
          },
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              description: 'What should be shown on the label?',
              affects: 'render',
              clearable: false,
              default: 'key',
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
            },
          },
        ],
        [
          {
            name: 'number_format',
            config: {
              type: 'SelectControl',
              label: 'Number format',
              description: 'D3 format syntax: https://github.com/d3/d3-format',
              affects: 'render',
              freeForm: true,
              default: 'SMART_NUMBER',
            },
          },
          'currency_format',
        ],
        [
          {
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              description: 'D3 time format syntax: https://github.com/d3/d3-time-format',
              affects: 'render',
              freeForm: true,
              default: 'smart_date',
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Hierarchy',
      description:
        'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost ' +
        'circle as the top of the hierarchy.',
      validators: [validateNonEmpty],
    },
    metric: {
      label: 'Primary Metric',
      description: 'The primary metric is used to define the arc segment sizes',
    },
    secondary_metric: {
      label: 'Secondary Metric',
      description:
        '[optional] this secondary metric is used to define the color as a ratio against the primary metric. ' +
        'When omitted, the color is categorical and based on labels',
    },
    color_scheme: {
      description: 'When only a primary metric is provided, a categorical color scale is used.',
      visibility: (state) => !colorsBySecondaryMetric(state),
    },
    linear_color_scheme: {
      description: 'When a secondary metric is provided, a linear color scale is used.',
      visibility: colorsBySecondaryMetric,
    },
  },
};
