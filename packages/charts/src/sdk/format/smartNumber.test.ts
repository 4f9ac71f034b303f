import { describe, expect, it } from 'vitest';
import { ENGLISH_NUMBER_LOCALE, INDONESIAN_NUMBER_LOCALE } from './numberLocales.js';
import { createSmartNumberFormat } from './smartNumber.js';

describe('createSmartNumberFormat', () => {
  const smart = createSmartNumberFormat(ENGLISH_NUMBER_LOCALE);

  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [12, '12'],
    [999, '999'],
    [12.345, '12.35'],
    [12.3, '12.3'],
    [1000, '1k'],
    [12345.432, '12.3k'],
    [999999, '1M'],
    [1234567, '1.23M'],
    [1.2e9, '1.2B'],
    [3.4e12, '3.4T'],
    [0.123, '0.123'],
    [0.12345, '0.1235'],
    [0.0012, '0.0012'],
    [0.000012, '12µ'],
    [0.0000012345, '1.23µ'],
    [1.2e-9, '1.2n'],
    [-1234, '-1.23k'],
    [-0.5, '-0.5'],
  ])('%s → %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('signed: + for positives, - for negatives, nothing for zero', () => {
    const signed = createSmartNumberFormat(ENGLISH_NUMBER_LOCALE, true);
    expect([signed(1234), signed(-1234), signed(0), signed(0.5)]).toEqual(['+1.23k', '-1.23k', '0', '+0.5']);
  });

  it('uses the locale decimal mark', () => {
    const indonesian = createSmartNumberFormat(INDONESIAN_NUMBER_LOCALE);
    expect([indonesian(12345.432), indonesian(12.345), indonesian(1.2e9)]).toEqual([
      '12,3k',
      '12,35',
      '1,2B',
    ]);
  });
});
