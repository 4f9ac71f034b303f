import { describe, expect, it } from 'vitest';
import { formatDttm, parseIsoDatetime } from './isoDatetime.js';
import { parseTimeDelta } from './timeDelta.js';

describe('parseTimeDelta', () => {
  it.each([
    ['1 year ago', { amount: -1, unit: 'year' }],
    ['28 days ago', { amount: -28, unit: 'day' }],
    ['52 weeks', { amount: -52, unit: 'week' }],
    ['3 hours later', { amount: 3, unit: 'hour' }],
    ['2 days from now', { amount: 2, unit: 'day' }],
    ['in 5 minutes', { amount: 5, unit: 'minute' }],
    ['+1 QUARTER', { amount: 1, unit: 'quarter' }],
    ['-2 months', { amount: -2, unit: 'month' }],
  ])('%s', (text, delta) => {
    expect(parseTimeDelta(text)).toEqual(delta);
  });

  it('returns null for text that is not a delta', () => {
    expect(parseTimeDelta('inherit')).toBeNull();
    expect(parseTimeDelta('1 fortnight ago')).toBeNull();
    expect(parseTimeDelta('ago')).toBeNull();
  });
});

describe('parseIsoDatetime', () => {
  it('reads dates, datetimes and zones; refuses impossible dates', () => {
    expect(formatDttm(parseIsoDatetime('2020-01-02T03:04:05.678Z')!)).toBe('2020-01-02T03:04:05');
    expect(formatDttm(parseIsoDatetime('2020-01-02T03:04:05-05:30')!)).toBe('2020-01-02T08:34:05');
    expect(parseIsoDatetime('2023-02-29')).toBeNull();
    expect(parseIsoDatetime('2020-01-01T24:00:00')).toBeNull();
    expect(parseIsoDatetime('yesterday')).toBeNull();
  });
});
