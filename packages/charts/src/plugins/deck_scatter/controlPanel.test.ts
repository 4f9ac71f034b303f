import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { deckScatterFormDataSchema } from './formData.js';
import { deckScatterPlugin } from './index.js';

const controls = controlsOf(deckScatterPlugin.controlPanel);
const spatial = { type: 'latlong', latCol: 'lat', lonCol: 'lon' };

describe('deck scatter control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(deckScatterPlugin, { spatial });
  });

  it('starts from the spec defaults', () => {
    const parsed = deckScatterFormDataSchema.parse({
      datasource: '5__table',
      viz_type: 'deck_scatter',
      ...defaultControlValues(deckScatterPlugin.controlPanel),
      spatial,
    });
    expect(parsed).toMatchObject({
      viewport: { longitude: 6.85236157047845, latitude: 31.222656842808707, zoom: 1, bearing: 0, pitch: 0 },
      point_radius_fixed: { type: 'fix', value: 5 },
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      point_unit: 'square_m',
      min_radius: 2,
      max_radius: 250,
      multiplier: 1,
      autozoom: true,
      filter_nulls: true,
      legend_position: 'tr',
      row_limit: 10000,
    });
  });

  it('validates the spatial control with the spec message', () => {
    const validate = controls.get('spatial')!.validators![0]!;
    expect(validate({ type: 'latlong', latCol: 'lat' })).toBe('Invalid lat/long configuration.');
    expect(validate(spatial)).toBe(false);
  });

  it('uses the spec control types', () => {
    expect(controls.get('spatial')!.type).toBe('SpatialControl');
    expect(controls.get('viewport')!.type).toBe('ViewportControl');
    expect(controls.get('point_radius_fixed')!.type).toBe('FixedOrMetricControl');
    expect(controls.get('color_picker')!.type).toBe('ColorPickerControl');
  });

  it('re-runs the query only for what the query reads', () => {
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'dimension',
      'filter_nulls',
      'point_radius_fixed',
      'row_limit',
      'spatial',
    ]);
  });

  it('reads Superset form data saved with numbers as text and keeps Mapbox keys', () => {
    const parsed = deckScatterFormDataSchema.parse({
      datasource: '5__table',
      viz_type: 'deck_scatter',
      spatial,
      point_radius_fixed: { type: 'fix', value: '1000' },
      min_radius: '1',
      max_radius: '',
      multiplier: '10',
      mapbox_style: 'mapbox://styles/mapbox/light-v9',
    });
    expect(parsed).toMatchObject({
      point_radius_fixed: { type: 'fix', value: 1000 },
      min_radius: 1,
      max_radius: null,
      multiplier: 10,
      mapbox_style: 'mapbox://styles/mapbox/light-v9',
    });
  });
});
