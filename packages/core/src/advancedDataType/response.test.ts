import { describe, expect, it } from 'vitest';
import { convertEach, displayValue, RANGE_TYPE_FILTER_OPERATORS } from './response.js';

const parseDigits = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
const invalid = (text: string) => `bad ${text}`;

describe('RANGE_TYPE_FILTER_OPERATORS', () => {
  it('lists the range comparisons in Superset’s order', () => {
    expect(RANGE_TYPE_FILTER_OPERATORS).toEqual([
      'EQUALS',
      'GREATER_THAN_OR_EQUAL',
      'GREATER_THAN',
      'IN',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
    ]);
  });
});

describe('displayValue', () => {
  it('writes ranges as "start - end", lists in brackets, joined by commas', () => {
    expect(displayValue([{ start: 1, end: 2 }, [3, 4], 5])).toBe('1 - 2, [3, 4], 5');
  });
});

describe('convertEach', () => {
  it('parses every value (booleans read as Python writes them) with a display value', () => {
    expect(convertEach(['1', 2], parseDigits, invalid)).toEqual({
      values: [1, 2],
      display_value: '1, 2',
      error_message: '',
      valid_filter_operators: RANGE_TYPE_FILTER_OPERATORS,
    });
    expect(convertEach([true], (text) => text, invalid).values).toEqual(['True']);
  });

  it('stops at the first value that does not parse, keeping what parsed before', () => {
    expect(convertEach(['1', 'x', 'y'], parseDigits, invalid)).toEqual({
      values: [1],
      display_value: '1',
      error_message: 'bad x',
      valid_filter_operators: RANGE_TYPE_FILTER_OPERATORS,
    });
  });

  it('answers the empty input of a cleared filter with an empty list value and no error', () => {
    expect(convertEach([''], parseDigits, invalid)).toEqual({
      values: [['']],
      display_value: '',
      error_message: '',
      valid_filter_operators: RANGE_TYPE_FILTER_OPERATORS,
    });
  });
});
