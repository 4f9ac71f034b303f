import { renderControl, type ControlPanelConfig } from '../../sdk/controlPanel.js';
import { chartOptionsSection, LEGEND_CONTROL_ROWS, querySection } from '../../sdk/sharedControls.js';
import { LABEL_POSITIONS } from './formData.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['groupby'],
      ['metrics'],
      [
        {
          name: 'timeseries_limit_metric',
          config: {
            type: 'DndMetricSelect',
            label: 'Sort by',
            description: 'Metric used to pick and order the groups; the first metric when empty',
            affects: 'query',
            clearable: true,
          },
        },
      ],
      ['order_desc'],
      ['adhoc_filters'],
      ['row_limit'],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ...LEGEND_CONTROL_ROWS,
      ['show_labels'],
      [
        renderControl('label_type', {
          type: 'SelectControl',
          label: 'Label Type',
          description: 'What should be shown on the label?',
          default: 'value',
          choices: [
            ['value', 'Value'],
            ['key_value', 'Category and Value'],
          ],
        }),
        renderControl('label_position', {
          type: 'SelectControl',
          label: 'Label position',
          default: 'top',
          choices: LABEL_POSITIONS.map((position) => [position, position] as const),
        }),
      ],
      ['number_format'],
      ['currency_format'],
      ['date_format'],
      [
        renderControl('column_config', {
          type: 'CollectionControl',
          label: 'Customize Metrics',
          description:
            'Further customize how to display each metric: the largest (and smallest) value of its axis',
          default: {},
          // One entry per chosen metric, keyed by its label, like Superset's ColumnConfigControl.
          options: {
            keyedBy: 'metrics',
            fields: [
              { name: 'radarMetricMaxValue', label: 'Max', type: 'number', placeholder: 'auto' },
              { name: 'radarMetricMinValue', label: 'Min', type: 'number', placeholder: 'auto' },
            ],
          },
        }),
      ],
      [
        renderControl('is_circle', {
          type: 'CheckboxControl',
          label: 'Circle radar shape',
          description: "Radar render type, whether to display 'circle' shape.",
          default: false,
        }),
      ],
    ]),
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
