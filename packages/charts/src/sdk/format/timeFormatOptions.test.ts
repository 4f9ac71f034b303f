import { describe, expect, it } from 'vitest';
import { SMART_DATE } from './timeFormat.js';
import {
  D3_TIME_FORMAT_DOCS,
  D3_TIME_FORMAT_OPTIONS,
  getTimeFormatForGrain,
  getTimeFormatterForGrain,
} from './timeFormatOptions.js';

describe('D3_TIME_FORMAT_OPTIONS', () => {
  const byValue = new Map(D3_TIME_FORMAT_OPTIONS);

  it('offers adaptive formatting first, then specifiers with a preview', () => {
    expect(D3_TIME_FORMAT_OPTIONS[0]).toEqual([SMART_DATE, 'Adaptive formatting']);
    expect(byValue.get('%Y-%m-%d')).toBe('%Y-%m-%d | 2019-01-14');
    expect(byValue.get('%Y-%m-%d %H:%M:%S')).toBe('%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10');
    expect(byValue.get('%m/%d/%Y')).toBe('%m/%d/%Y | 01/14/2019');
    expect(byValue.get('%d/%m/%Y')).toBe('%d/%m/%Y | 14/01/2019');
    expect(byValue.get('%Y/%m/%d')).toBe('%Y/%m/%d | 2019/01/14');
    expect(byValue.get('%d.%m.%Y')).toBe('%d.%m.%Y | 14.01.2019');
    expect(byValue.get('%Y-%m-%d %H:%M')).toBe('%Y-%m-%d %H:%M | 2019-01-14 01:32');
    expect(byValue.get('%H:%M:%S')).toBe('%H:%M:%S | 01:32:10');
  });

  it('has no duplicates and a help text naming the d3 docs', () => {
    const values = D3_TIME_FORMAT_OPTIONS.map(([value]) => value);
    expect(new Set(values).size).toBe(values.length);
    expect(D3_TIME_FORMAT_DOCS).toContain('https://github.com/d3/d3-time-format');
  });
});

describe('getTimeFormatForGrain / getTimeFormatterForGrain', () => {
  const value = Date.UTC(2024, 4, 7, 14, 30, 15);

  it.each<[string, string, string]>([
    ['P1Y', '%Y', '2024'],
    ['P3M', '%Y Q%q', '2024 Q2'],
    ['P1M', '%b %Y', 'May 2024'],
    ['P1W', '%Y-%m-%d', '2024-05-07'],
    ['1969-12-28T00:00:00Z/P1W', '%Y-%m-%d', '2024-05-07'],
    ['P1W/1970-01-03T00:00:00Z', '%Y-%m-%d', '2024-05-07'],
    ['P1D', '%Y-%m-%d', '2024-05-07'],
    ['PT6H', '%Y-%m-%d %H:00', '2024-05-07 14:00'],
    ['PT1H', '%Y-%m-%d %H:00', '2024-05-07 14:00'],
    ['PT30M', '%Y-%m-%d %H:%M', '2024-05-07 14:30'],
    ['PT1M', '%Y-%m-%d %H:%M', '2024-05-07 14:30'],
    ['PT30S', '%Y-%m-%d %H:%M:%S', '2024-05-07 14:30:15'],
    ['PT1S', '%Y-%m-%d %H:%M:%S', '2024-05-07 14:30:15'],
  ])('%s → %s', (grain, format, text) => {
    expect(getTimeFormatForGrain(grain)).toBe(format);
    expect(getTimeFormatterForGrain(grain)(value)).toBe(text);
  });

  it('falls back to smart_date without a grain or for an unknown one', () => {
    expect(getTimeFormatForGrain(null)).toBe(SMART_DATE);
    expect(getTimeFormatForGrain(undefined)).toBe(SMART_DATE);
    expect(getTimeFormatForGrain('P2D')).toBe(SMART_DATE);
    expect(getTimeFormatterForGrain(null)(Date.UTC(2024, 2, 1))).toBe('March');
  });
});
