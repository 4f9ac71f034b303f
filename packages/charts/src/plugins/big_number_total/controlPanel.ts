import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { querySection } from '../../sdk/sharedControls.js';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['metric'], ['adhoc_filters']]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'subheader',
            config: { type: 'TextControl', label: 'Subheader', affects: 'render', default: '' },
          },
        ],
        [
          {
            name: 'header_font_size',
            config: {
              type: 'SelectControl',
              label: 'Big number font size',
              affects: 'render',
              default: 0.4,
              choices: [
                [0.2, 'Tiny'],
                [0.3, 'Small'],
                [0.4, 'Normal'],
                [0.5, 'Large'],
                [0.6, 'Huge'],
              ],
            },
          },
          {
            name: 'subheader_font_size',
            config: {
              type: 'SelectControl',
              label: 'Subheader font size',
              affects: 'render',
              default: 0.15,
              choices: [
                [0.1, 'Small'],
                [0.15, 'Normal'],
                [0.2, 'Large'],
              ],
            },
          },
        ],
        ['y_axis_format', 'currency_format'],
        [
          {
            name: 'force_timestamp_formatting',
            config: {
              type: 'CheckboxControl',
              label: 'Force date format',
              description: 'Use the date format even when the metric value is not a timestamp',
              affects: 'render',
              default: false,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};
