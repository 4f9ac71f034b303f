import { describe, expect, it } from 'vitest';
import { isValidColor } from '@sightline/core';
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_CATEGORICAL_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  getCategoricalScheme,
  getColorPickerPresets,
  getSequentialScheme,
  SEQUENTIAL_SCHEMES,
} from './colorSchemes.js';

describe('categorical schemes', () => {
  it('has at least 8 schemes with unique ids, the default labelled Sightline Colors', () => {
    const ids = CATEGORICAL_SCHEMES.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'supersetColors',
        'd3Category10',
        'tableau10',
        'googleCategory20c',
        'bnbColors',
        'echarts5Colors',
        'colorBlindSafe',
      ]),
    );
    expect(getCategoricalScheme(DEFAULT_CATEGORICAL_SCHEME).label).toBe('Sightline Colors');
  });

  it('keeps the default colors saved charts were drawn with', () => {
    expect(getCategoricalScheme('supersetColors').colors.slice(0, 3)).toEqual([
      '#1F77B4',
      '#FF7F0E',
      '#2CA02C',
    ]);
  });

  it('resolves ids and falls back to the default for unknown or missing ids', () => {
    expect(getCategoricalScheme('tableau10').colors[0]).toBe('#4E79A7');
    expect(getCategoricalScheme('echarts5Colors').colors[0]).toBe('#5470C6');
    expect(getCategoricalScheme('lyftColors').id).toBe('supersetColors');
    expect(getCategoricalScheme(null).id).toBe('supersetColors');
    expect(getCategoricalScheme().id).toBe('supersetColors');
  });

  it('holds only valid upper-case 6-digit hex colors, at least 8 per scheme', () => {
    for (const scheme of CATEGORICAL_SCHEMES) {
      expect(scheme.colors.length, scheme.id).toBeGreaterThanOrEqual(8);
      for (const color of scheme.colors) expect(color, scheme.id).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe('sequential schemes', () => {
  it('has at least 8 schemes with unique ids, including the ones Superset charts save', () => {
    const ids = SEQUENTIAL_SCHEMES.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'superset_seq_1',
        'blue_white_yellow',
        'fire',
        'white_black',
        'black_white',
        'oranges',
        'greens',
        'purples',
        'red_yellow_blue',
      ]),
    );
  });

  it('resolves ids, marks diverging schemes and falls back to the default', () => {
    expect(getSequentialScheme('fire').colors.at(-1)).toBe('#800026');
    expect(getSequentialScheme('red_yellow_blue').isDiverging).toBe(true);
    expect(getSequentialScheme('greens').isDiverging).toBeUndefined();
    expect(getSequentialScheme('nope').id).toBe(DEFAULT_SEQUENTIAL_SCHEME);
    expect(getSequentialScheme(undefined).colors).toEqual(['#EFF6FF', '#08306B']);
  });

  it('holds at least two valid colors per scheme', () => {
    for (const scheme of SEQUENTIAL_SCHEMES) {
      expect(scheme.colors.length, scheme.id).toBeGreaterThanOrEqual(2);
      expect(scheme.colors.every(isValidColor), scheme.id).toBe(true);
    }
  });
});

describe('getColorPickerPresets', () => {
  it('returns the first 7 colors of the categorical scheme', () => {
    expect(getColorPickerPresets('tableau10')).toEqual([
      '#4E79A7',
      '#F28E2B',
      '#E15759',
      '#76B7B2',
      '#59A14F',
      '#EDC948',
      '#B07AA1',
    ]);
  });

  it("uses the default scheme for unknown ids and never mutates the scheme's list", () => {
    const presets = getColorPickerPresets('unknown');
    expect(presets).toEqual(getCategoricalScheme(DEFAULT_CATEGORICAL_SCHEME).colors.slice(0, 7));
    presets.push('#000000');
    expect(getColorPickerPresets()).toHaveLength(7);
  });
});
