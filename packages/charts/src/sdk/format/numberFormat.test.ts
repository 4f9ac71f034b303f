import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  getNumberFormatter,
  isValidNumberFormat,
  LEGACY_NUMBER_FORMATS,
  SMART_NUMBER,
  SMART_NUMBER_SIGNED,
  toFormattableNumber,
} from './numberFormat.js';

const VALUE = 12345.432;

describe('getNumberFormatter', () => {
  it('defaults to SMART_NUMBER for a missing or empty format', () => {
    expect(getNumberFormatter()(VALUE)).toBe('12.3k');
    expect(getNumberFormatter(null)(1234567)).toBe('1.23M');
    expect(getNumberFormatter('')(0.12345)).toBe('0.1235');
    expect(getNumberFormatter(SMART_NUMBER)(999)).toBe('999');
  });

  it('SMART_NUMBER_SIGNED adds a + sign', () => {
    expect(getNumberFormatter(SMART_NUMBER_SIGNED)(VALUE)).toBe('+12.3k');
    expect(getNumberFormatter(SMART_NUMBER_SIGNED)(-VALUE)).toBe('-12.3k');
  });

  it.each<[string, number, string]>([
    [',d', VALUE, '12,345'],
    [',d', 1.5, '2'],
    ['.1s', VALUE, '10k'],
    ['.3s', VALUE, '12.3k'],
    [',.1%', VALUE, '1,234,543.2%'],
    [',.1%', 0.1234, '12.3%'],
    ['.2f', VALUE, '12345.43'],
    ['$,.2f', VALUE, '$12,345.43'],
    ['+,', VALUE, '+12,345.432'],
    [',.4r', VALUE, '12,350'],
    ['~g', VALUE, '12345.4'],
    [',.0f', -1234.5, '-1,235'],
    ['DURATION', 93_784_000, '1d 2h 3m 4s'],
    ['DURATION_SUB', 1.5, '1.5ms'],
    ['DURATION_COL', 3_723_000, '1:02:03'],
  ])('%s formats %s as %s', (format, value, expected) => {
    expect(getNumberFormatter(format)(value)).toBe(expected);
  });

  it('prints negatives with an ASCII hyphen, not U+2212', () => {
    expect(getNumberFormatter(',.2f')(-1.5)).toBe('-1.50');
  });

  it.each<[string, number, string]>([
    ['ID:,d', VALUE, '12.345'],
    ['ID:,.2f', VALUE, '12.345,43'],
    ['ID:$,.2f', VALUE, 'Rp12.345,43'],
    ['ID:$,d', 2500000, 'Rp2.500.000'],
    ['ID:,.1%', 0.1234, '12,3%'],
    ['ID:SMART_NUMBER', VALUE, '12,3k'],
    ['ID:SMART_NUMBER_SIGNED', 12.5, '+12,5'],
  ])('Indonesian %s formats %s as %s', (format, value, expected) => {
    expect(getNumberFormatter(format)(value)).toBe(expected);
  });

  it("maps legacy Superset specifiers d3 rejects (',0', '$,.2', '.1%f')", () => {
    expect(LEGACY_NUMBER_FORMATS[',0']).toBe(',.4~f');
    expect(getNumberFormatter(',0')(VALUE)).toBe('12,345.432');
    expect(getNumberFormatter('$,.2')(VALUE)).toBe('$12,345.43');
    expect(getNumberFormatter('.1%f')(0.5)).toBe('50.0%');
    expect(getNumberFormatter('null')(1.5)).toBe('1.5');
  });

  it("prints 'N/A' for null, undefined, NaN and empty strings", () => {
    const format = getNumberFormatter(',d');
    expect([format(null), format(undefined), format(Number.NaN), format(''), format('  ')]).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });

  it('formats numbers that arrive as strings and passes other strings through', () => {
    expect(getNumberFormatter(',.2f')('12345.432')).toBe('12,345.43');
    expect(getNumberFormatter(SMART_NUMBER)(' 1500 ')).toBe('1.5k');
    expect(getNumberFormatter(',.2f')('n/a')).toBe('n/a');
  });

  it('prints infinities as ∞', () => {
    expect(getNumberFormatter(',d')(Infinity)).toBe('∞');
    expect(getNumberFormatter(SMART_NUMBER)(-Infinity)).toBe('-∞');
  });

  it('does not throw on an invalid specifier: it prints the number with String()', () => {
    expect(() => getNumberFormatter('not a format')).not.toThrow();
    expect(getNumberFormatter('not a format')(VALUE)).toBe('12345.432');
    expect(getNumberFormatter(',.2ff')(-1.5)).toBe('-1.5');
    expect(getNumberFormatter('ID:bogus')(2)).toBe('2');
    expect(getNumberFormatter('not a format')(null)).toBe('N/A');
  });

  it('returns the same formatter for the same format and currency (cached)', () => {
    expect(getNumberFormatter(',d')).toBe(getNumberFormatter(',d'));
    expect(getNumberFormatter(',d', { symbol: 'USD' })).not.toBe(getNumberFormatter(',d'));
  });
});

describe('getNumberFormatter with a currency', () => {
  it("puts the symbol before the number by default, with a space (Superset's placement)", () => {
    expect(getNumberFormatter(SMART_NUMBER, { symbol: 'USD' })(VALUE)).toBe('$ 12.3k');
    expect(getNumberFormatter(',.2f', { symbol: 'GBP', symbolPosition: 'prefix' })(VALUE)).toBe(
      '£ 12,345.43',
    );
  });

  it('puts it after the number for suffix', () => {
    expect(getNumberFormatter(',.2f', { symbol: 'EUR', symbolPosition: 'suffix' })(VALUE)).toBe(
      '12,345.43 €',
    );
  });

  it("drops the format's own '$' and prints percentages as fixed-point", () => {
    expect(getNumberFormatter('$,.2f', { symbol: 'JPY' })(VALUE)).toBe('¥ 12,345.43');
    expect(getNumberFormatter(',.1%', { symbol: 'INR' })(VALUE)).toBe('₹ 12,345.4');
    expect(getNumberFormatter('ID:$,d', { symbol: 'IDR' })(VALUE)).toBe('Rp 12.345');
  });

  it('shows the ISO code for currencies without a symbol, and N/A for nulls without a symbol', () => {
    expect(getNumberFormatter(',d', { symbol: 'CHF', symbolPosition: 'suffix' })(VALUE)).toBe('12,345 CHF');
    expect(getNumberFormatter(',d', { symbol: 'CHF' })(null)).toBe('N/A');
  });

  it('ignores a currency without a symbol', () => {
    expect(getNumberFormatter('$,.2f', { symbol: '' })(VALUE)).toBe('$12,345.43');
  });
});

describe('formatNumber', () => {
  it('formats one value', () => {
    expect(formatNumber(',d', VALUE)).toBe('12,345');
    expect(formatNumber(null, VALUE)).toBe('12.3k');
    expect(formatNumber('$,.2f', VALUE, { symbol: 'EUR' })).toBe('€ 12,345.43');
  });
});

describe('isValidNumberFormat', () => {
  it.each([
    SMART_NUMBER,
    SMART_NUMBER_SIGNED,
    'DURATION',
    'DURATION_SUB',
    'DURATION_COL',
    ',d',
    '.3s',
    '$,.2f',
    'ID:,.2f',
    'ID:SMART_NUMBER',
    ',0',
    '',
  ])('accepts %j', (format) => {
    expect(isValidNumberFormat(format)).toBe(true);
  });

  it.each(['not a format', ',.2ff', 'ID:bogus', 'smart_number', '.0.1f'])('rejects %j', (format) => {
    expect(isValidNumberFormat(format)).toBe(false);
  });

  it('treats no format as valid (the adaptive default applies)', () => {
    expect(isValidNumberFormat(null)).toBe(true);
    expect(isValidNumberFormat(undefined)).toBe(true);
  });
});

describe('toFormattableNumber', () => {
  it('normalizes what query results contain', () => {
    expect(toFormattableNumber(3)).toBe(3);
    expect(toFormattableNumber('3.5')).toBe(3.5);
    expect(toFormattableNumber(10n)).toBe(10);
    expect(toFormattableNumber('abc')).toBe('abc');
    expect(toFormattableNumber(null)).toBeNull();
    expect(toFormattableNumber(Number.NaN)).toBeNull();
    expect(toFormattableNumber(true)).toBe('true');
  });
});
