import { FIXED_COLOR_DEFAULT } from '@sightline/core';
import type { ControlPanelConfig } from '../../sdk/controlPanel.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS } from '../../sdk/format/numberFormatOptions.js';
import { validateSpatial } from '../../sdk/geo/spatial.js';
import { DEFAULT_VIEWPORT } from '../../sdk/geo/viewport.js';
import { querySection } from '../../sdk/sharedControls.js';
import { validateNumber } from '../../sdk/validators.js';
import { POINT_RADIUS_DEFAULT } from './formData.js';

/**
 * Superset 3.1's deck.gl Scatterplot panel, without the Mapbox style (there are no map tiles; the base
 * map is drawn from country shapes) and the JavaScript hooks of its Advanced section.
 */
export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'spatial',
          config: {
            type: 'SpatialControl',
            label: 'Longitude & Latitude',
            description: 'Point to your spatial columns',
            affects: 'query',
            validators: [validateSpatial],
          },
        },
      ],
      [
        'row_limit',
        {
          name: 'filter_nulls',
          config: {
            type: 'CheckboxControl',
            label: 'Ignore null locations',
            description: 'Whether to ignore locations that are null',
            affects: 'query',
            default: true,
          },
        },
      ],
      ['adhoc_filters'],
    ]),
    {
      label: 'Map',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'viewport',
            config: {
              type: 'ViewportControl',
              label: 'Viewport',
              description: 'Parameters related to the view and perspective on the map',
              affects: 'render',
              default: { ...DEFAULT_VIEWPORT },
            },
          },
          {
            name: 'autozoom',
            config: {
              type: 'CheckboxControl',
              label: 'Auto Zoom',
              description: 'When checked, the map will zoom to your data after each query',
              affects: 'render',
              default: true,
            },
          },
        ],
      ],
    },
    {
      label: 'Point Size',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'point_radius_fixed',
            config: {
              type: 'FixedOrMetricControl',
              label: 'Point Size',
              description: 'Fixed point radius',
              affects: 'query',
              default: { ...POINT_RADIUS_DEFAULT },
            },
          },
          {
            name: 'point_unit',
            config: {
              type: 'SelectControl',
              label: 'Point Unit',
              description: 'The unit of measure for the specified point radius',
              affects: 'render',
              default: 'square_m',
              clearable: false,
              choices: [
                ['square_m', 'Square meters'],
                ['square_km', 'Square kilometers'],
                ['square_miles', 'Square miles'],
                ['radius_m', 'Radius in meters'],
                ['radius_km', 'Radius in kilometers'],
                ['radius_miles', 'Radius in miles'],
                ['pixels', 'Pixels'],
              ],
            },
          },
        ],
        [
          {
            name: 'min_radius',
            config: {
              type: 'TextControl',
              label: 'Minimum Radius',
              description:
                'Minimum radius size of the circle, in pixels. As the zoom level changes, this insures that the circle respects this minimum radius.',
              affects: 'render',
              isFloat: true,
              default: 2,
              validators: [validateNumber],
            },
          },
          {
            name: 'max_radius',
            config: {
              type: 'TextControl',
              label: 'Maximum Radius',
              description:
                'Maximum radius size of the circle, in pixels. As the zoom level changes, this insures that the circle respects this maximum radius.',
              affects: 'render',
              isFloat: true,
              default: 250,
              validators: [validateNumber],
            },
          },
        ],
        [
          {
            name: 'multiplier',
            config: {
              type: 'TextControl',
              label: 'Multiplier',
              description: 'Factor to multiply the metric by',
              affects: 'render',
              isFloat: true,
              default: 1,
              validators: [validateNumber],
            },
          },
          null,
        ],
      ],
    },
    {
      label: 'Point Color',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'color_picker',
            config: {
              type: 'ColorPickerControl',
              label: 'Fixed Color',
              description: 'Use this to define a static color for all points',
              affects: 'render',
              default: { ...FIXED_COLOR_DEFAULT },
            },
          },
          {
            name: 'legend_position',
            config: {
              type: 'SelectControl',
              label: 'Legend Position',
              description: 'Choose the position of the legend',
              affects: 'render',
              clearable: false,
              default: 'tr',
              choices: [
                [null, 'None'],
                ['tl', 'Top left'],
                ['tr', 'Top right'],
                ['bl', 'Bottom left'],
                ['br', 'Bottom right'],
              ],
            },
          },
        ],
        [
          null,
          {
            name: 'legend_format',
            config: {
              type: 'SelectControl',
              label: 'Legend Format',
              description: D3_FORMAT_DOCS,
              affects: 'render',
              freeForm: true,
              clearable: true,
              choices: D3_FORMAT_OPTIONS,
            },
          },
        ],
        [
          {
            name: 'dimension',
            config: {
              type: 'DndColumnSelect',
              label: 'Categorical Color',
              description: 'Pick a dimension from which categorical colors are defined',
              affects: 'query',
              clearable: true,
            },
          },
        ],
        ['color_scheme'],
      ],
    },
  ],
};
