import { describe, expect, it } from 'vitest';
import { filterBoxColumnsOf, filterBoxSettingsOf, fieldDefaultValues } from './filterBoxFormData.js';

const field = (defaultValue: string | number | boolean | null | undefined, multiple = true) => ({
  defaultValue,
  multiple,
});

describe('fieldDefaultValues (filter-box defaults, chart and dashboard)', () => {
  it('splits a multiple field default on semicolons, each value once', () => {
    expect(fieldDefaultValues(field('FR; DE;;FR'), 'VARCHAR')).toEqual(['FR', 'DE']);
  });

  it('converts a single-select default by the column type (spec 2 §5.3)', () => {
    const single = (defaultValue: string | number, type: string) =>
      fieldDefaultValues(field(defaultValue, false), type);
    expect(single('true', 'BOOLEAN')).toEqual([true]);
    expect(single('42', 'BIGINT')).toEqual([42]);
    expect(single('2.5', 'DECIMAL(10,2)')).toEqual([2.5]);
    expect(single('abc', 'INT')).toEqual([]);
    expect(single('42', 'VARCHAR')).toEqual(['42']);
    expect(single(7, 'INT')).toEqual([7]);
  });

  it('keeps a single-select default as text when the column type is not known', () => {
    expect(fieldDefaultValues(field('42', false))).toEqual(['42']);
  });

  it('selects nothing without a default', () => {
    expect(fieldDefaultValues(field(undefined), null)).toEqual([]);
    expect(fieldDefaultValues(field(''), null)).toEqual([]);
  });

  it('gives the dashboard the same deduplicated default the chart starts from', () => {
    const settings = filterBoxSettingsOf({
      filter_configs: [{ column: 'country', defaultValue: 'FR;DE;FR' }],
    });
    expect(filterBoxColumnsOf(settings).columns.country).toEqual(['FR', 'DE']);
  });
});
