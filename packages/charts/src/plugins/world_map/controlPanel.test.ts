import { describe, expect, it } from 'vitest';
import { controlsOf, defaultControlValues } from '../../sdk/controlsOf.js';
import { checkControlPanel, queryControlNames } from '../../sdk/testing/checkControlPanel.js';
import { worldMapFormDataSchema } from './formData.js';
import { worldMapPlugin } from './index.js';

const controls = controlsOf(worldMapPlugin.controlPanel);

describe('world map control panel', () => {
  it('is valid and its defaults parse', () => {
    checkControlPanel(worldMapPlugin, { entity: 'country_code', metric: 'count' });
  });

  it("starts from Superset's defaults", () => {
    const parsed = worldMapFormDataSchema.parse({
      datasource: '4__table',
      viz_type: 'world_map',
      ...defaultControlValues(worldMapPlugin.controlPanel),
      entity: 'country_code',
      metric: 'count',
    });
    expect(parsed).toMatchObject({
      country_fieldtype: 'cca2',
      show_bubbles: false,
      max_bubble_size: 25,
      color_by: 'metric',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      linear_color_scheme: 'superset_seq_1',
      row_limit: 10000,
      sort_by_metric: false,
      y_axis_format: 'SMART_NUMBER',
    });
  });

  it('re-runs the query only for what the query reads', () => {
    expect(queryControlNames(controls)).toEqual([
      'adhoc_filters',
      'entity',
      'metric',
      'row_limit',
      'secondary_metric',
      'sort_by_metric',
    ]);
  });

  it('requires the country column', () => {
    const validators = controls.get('entity')!.validators!;
    expect(validators.map((v) => v(null))).toContain('cannot be empty');
    expect(validators.map((v) => v('country_code'))).toEqual([false]);
  });

  it('shows the sequential scheme when coloring by metric, the categorical one by country', () => {
    const visible = (name: string, color_by: string) =>
      controls.get(name)!.visibility!({ controls: { color_by } });
    expect(visible('linear_color_scheme', 'metric')).toBe(true);
    expect(visible('color_scheme', 'metric')).toBe(false);
    expect(visible('linear_color_scheme', 'country')).toBe(false);
    expect(visible('color_scheme', 'country')).toBe(true);
  });

  it('offers the four country code standards', () => {
    expect(controls.get('country_fieldtype')!.choices!.map(([value]) => value)).toEqual([
      'name',
      'cioc',
      'cca2',
      'cca3',
    ]);
  });
});
