import { describe, expect, it } from 'vitest';
import { formatDttm, parseIsoDatetime } from './isoDatetime.js';
import { TimeRangeError } from './messages.js';
import { parseTimeDelta, shiftByTimeOffset } from './timeDelta.js';

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

describe('shiftByTimeOffset', () => {
  const at = (iso: string) => parseIsoDatetime(iso)!;
  it('moves calendar units by the calendar', () => {
    expect(formatDttm(shiftByTimeOffset(at('2024-02-29'), '1 year ago'))).toBe('2023-02-28T00:00:00');
    expect(formatDttm(shiftByTimeOffset(at('2024-03-31T06:00:00'), '1 month ago'))).toBe(
      '2024-02-29T06:00:00',
    );
    expect(formatDttm(shiftByTimeOffset(at('2024-03-31'), '104 weeks ago'))).toBe('2022-04-03T00:00:00');
  });
  it('throws a TimeRangeError for an offset it cannot read', () => {
    expect(() => shiftByTimeOffset(at('2024-01-01'), 'custom')).toThrow(TimeRangeError);
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
