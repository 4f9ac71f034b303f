import { describe, expect, it } from 'vitest';
import {
  colorSchemeOfJson,
  hasCustomLabelColors,
  metadataForEditor,
  withColorScheme,
} from './metadataColorScheme';

describe('color scheme select ↔ JSON metadata', () => {
  it('writes the chosen scheme into the JSON and keeps the other keys', () => {
    const json = withColorScheme('{"label_colors": {"boy": "#123456"}, "color_scheme": "old"}', 'bnbColors');
    expect(JSON.parse(json)).toEqual({ label_colors: { boy: '#123456' }, color_scheme: 'bnbColors' });
  });

  it('removes color_scheme when the select is cleared', () => {
    expect(JSON.parse(withColorScheme('{"color_scheme": "x", "refresh_frequency": 10}', null))).toEqual({
      refresh_frequency: 10,
    });
  });

  it('leaves text that is not a JSON object alone', () => {
    expect(withColorScheme('{"color_scheme": ', 'x')).toBe('{"color_scheme": ');
    expect(withColorScheme('[1]', 'x')).toBe('[1]');
  });

  it('reads the scheme the JSON names for the select', () => {
    expect(colorSchemeOfJson('{"color_scheme": "googleCategory10c"}')).toBe('googleCategory10c');
    expect(colorSchemeOfJson('{"color_scheme": ""}')).toBeNull();
    expect(colorSchemeOfJson('{}')).toBeNull();
    expect(colorSchemeOfJson('{oops')).toBeUndefined();
  });

  it('round-trips: the scheme written by the select is the scheme read back', () => {
    expect(colorSchemeOfJson(withColorScheme('{}', 'supersetColors'))).toBe('supersetColors');
  });

  it('shows the metadata pretty-printed with the current scheme and without positions', () => {
    const text = metadataForEditor('{"positions": {"a": 1}, "color_scheme": "saved"}', 'current');
    expect(JSON.parse(text)).toEqual({ color_scheme: 'current' });
    expect(text).toContain('\n  "color_scheme"');
    expect(JSON.parse(metadataForEditor(null, null))).toEqual({});
  });

  it('knows when custom label colors override the scheme', () => {
    expect(hasCustomLabelColors('{"label_colors": {"a": "#fff"}}')).toBe(true);
    expect(hasCustomLabelColors('{"label_colors": {}}')).toBe(false);
    expect(hasCustomLabelColors('nope')).toBe(false);
  });
});
