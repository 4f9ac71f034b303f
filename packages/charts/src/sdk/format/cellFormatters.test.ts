import { describe, expect, it } from 'vitest';
import { cellTime, numberCellFormatter, plainText, temporalCellFormatter } from './cellFormatters.js';

describe('cell formatters', () => {
  it('reads times from cells', () => {
    expect([
      cellTime(86400000),
      cellTime('1970-01-02T00:00:00Z'),
      cellTime('86400000'),
      cellTime('soon'),
    ]).toEqual([86400000, 86400000, 86400000, null]);
  });

  it('prints undefined empty, null as N/A and other values as text', () => {
    expect([plainText(undefined), plainText(null), plainText('a'), plainText(2), plainText(true)]).toEqual([
      '',
      'N/A',
      'a',
      '2',
      'true',
    ]);
    expect(plainText({ a: 1 })).toBe('{"a":1}');
  });

  it('formats numbers, text numbers, and falls back on a bad specifier', () => {
    const dollars = numberCellFormatter('$,.2f');
    expect([dollars(1234.5), dollars('1234.5'), dollars(null), dollars('n/a')]).toEqual([
      '$1,234.50',
      '$1,234.50',
      'N/A',
      'n/a',
    ]);
    expect(numberCellFormatter('not a format')(12.5)).toBe('12.5');
    expect(numberCellFormatter(',.0f', { symbol: 'EUR', symbolPosition: 'suffix' })(1200)).toMatch(/^1,200 /);
  });

  it('formats times by grain, by chosen format, or in the database format', () => {
    const march = Date.UTC(2024, 2, 5, 14, 30);
    expect(temporalCellFormatter('smart_date', 'P1M')(march)).toBe('Mar 2024');
    expect(temporalCellFormatter('smart_date', 'P3M')(march)).toBe('2024 Q1');
    expect(temporalCellFormatter('smart_date', 'PT1H')(march)).toBe('2024-03-05 14:00');
    expect(temporalCellFormatter('smart_date', null)(march)).toBe('2024-03-05 14:30:00');
    expect(temporalCellFormatter('%d.%m.%Y', 'P1M')(march)).toBe('05.03.2024');
    expect(temporalCellFormatter(null, null)('2024-03-05T14:30:00Z')).toBe('2024-03-05 14:30:00');
    expect(temporalCellFormatter(null, null)('not a date')).toBe('not a date');
    expect(temporalCellFormatter('smart_date', 'P1Y')(march)).toBe('2024');
  });
});
