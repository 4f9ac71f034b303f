import { FIXED_COLOR_DEFAULT } from '@sightline/core';
import type { ControlPanelConfig, ControlPanelState } from '../../sdk/controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../../sdk/format/numberFormatOptions.js';
import { chartOptionsSection, querySection } from '../../sdk/sharedControls.js';
import { validateNonEmpty } from '../../sdk/validators.js';

const colorBy = ({ controls }: ControlPanelState) => controls.color_by ?? 'metric';

/** Superset 3.1's World Map panel: the query, then bubbles and colors, then the number format. */
export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'entity',
          config: {
            type: 'DndColumnSelect',
            label: 'Country Column',
            description: '3 letter code of the country',
            affects: 'query',
            validators: [validateNonEmpty],
          },
        },
      ],
      [
        {
          name: 'country_fieldtype',
          config: {
            type: 'SelectControl',
            label: 'Country Field Type',
            description:
              'The country code standard that Sightline should expect to find in the [country] column',
            affects: 'render',
            default: 'cca2',
            choices: [
              ['name', 'Full name'],
              ['cioc', 'code International Olympic Committee (cioc)'],
              ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
              ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
            ],
          },
        },
      ],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'show_bubbles',
            config: {
              type: 'CheckboxControl',
              label: 'Show Bubbles',
              description: 'Whether to display bubbles on top of countries',
              affects: 'render',
              default: false,
            },
          },
        ],
        ['secondary_metric'],
        ['max_bubble_size'],
        [
          {
            name: 'color_picker',
            config: {
              type: 'ColorPickerControl',
              label: 'Bubble Color',
              affects: 'render',
              default: { ...FIXED_COLOR_DEFAULT },
            },
          },
        ],
        [
          {
            name: 'color_by',
            config: {
              type: 'SelectControl',
              label: 'Color by',
              description:
                'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
              affects: 'render',
              default: 'metric',
              choices: [
                ['metric', 'Metric'],
                ['country', 'Country'],
              ],
            },
          },
        ],
        ['linear_color_scheme'],
        ['color_scheme'],
      ],
    },
    chartOptionsSection([['y_axis_format'], ['currency_format']]),
  ],
  controlOverrides: {
    secondary_metric: { label: 'Bubble Size', description: 'Metric that defines the size of the bubble' },
    linear_color_scheme: {
      label: 'Country Color Scheme',
      visibility: (state) => colorBy(state) === 'metric',
    },
    color_scheme: { label: 'Country Color Scheme', visibility: (state) => colorBy(state) === 'country' },
    y_axis_format: {
      label: 'Number format',
      description: D3_FORMAT_DOCS,
      choices: D3_FORMAT_OPTIONS,
    },
  },
};
