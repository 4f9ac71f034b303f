import { describe, expect, it } from 'vitest';
import { formatTime, getTimeFormatter, SMART_DATE, SMART_DATE_VERBOSE, toUtcDate } from './timeFormat.js';

const utc = (...parts: [number, number, number?, number?, number?, number?, number?]) =>
  Date.UTC(parts[0], parts[1], parts[2] ?? 1, parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0, parts[6] ?? 0);

describe('smart_date (the adaptive default)', () => {
  const smart = getTimeFormatter(SMART_DATE);

  it.each<[string, number, string]>([
    ['a year start', utc(2024, 0, 1), '2024'],
    ['a month start', utc(2024, 2, 1), 'March'],
    ['a weekday', utc(2024, 2, 5), 'Tue 05'],
    ['a Sunday (week start)', utc(2024, 2, 3), 'Mar 03'],
    ['an hour', utc(2024, 2, 5, 14), '14:00'],
    ['a minute', utc(2024, 2, 5, 14, 30), '14:30'],
    ['a second', utc(2024, 2, 5, 14, 30, 15), '14:30:15'],
    ['a millisecond', utc(2024, 2, 5, 14, 30, 15, 250), '14:30:15.250'],
  ])('%s', (_name, value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('is used for a missing or empty format', () => {
    expect(getTimeFormatter()(utc(2024, 0, 1))).toBe('2024');
    expect(getTimeFormatter('')(utc(2024, 2, 1))).toBe('March');
  });
});

describe('smart_date_verbose', () => {
  it('adds the context tooltips need', () => {
    const verbose = getTimeFormatter(SMART_DATE_VERBOSE);
    expect(verbose(utc(2024, 0, 1))).toBe('2024');
    expect(verbose(utc(2024, 2, 1))).toBe('Mar 2024');
    expect(verbose(utc(2024, 2, 5))).toBe('Tue Mar 05 2024');
    expect(verbose(utc(2024, 2, 5, 14, 30))).toBe('Tue Mar 05 2024, 14:30');
    expect(verbose(utc(2024, 2, 5, 14, 30, 15))).toBe('Tue Mar 05 2024, 14:30:15');
  });
});

describe('getTimeFormatter with d3 specifiers', () => {
  const value = utc(2019, 0, 14, 1, 32, 10);

  it.each<[string, string]>([
    ['%Y-%m-%d', '2019-01-14'],
    ['%Y-%m-%d %H:%M:%S', '2019-01-14 01:32:10'],
    ['%m/%d/%Y', '01/14/2019'],
    ['%d/%m/%Y', '14/01/2019'],
    ['%d.%m.%Y', '14.01.2019'],
    ['%H:%M:%S', '01:32:10'],
    ['%b %Y', 'Jan 2019'],
    ['%Y Q%q', '2019 Q1'],
  ])('%s → %s', (format, expected) => {
    expect(getTimeFormatter(format)(value)).toBe(expected);
  });

  it('formats in UTC whatever the machine zone', () => {
    // Midnight UTC would be the previous evening in any zone west of Greenwich.
    expect(getTimeFormatter('%Y-%m-%d %H:%M')(utc(2024, 0, 1))).toBe('2024-01-01 00:00');
  });
});

describe('accepted values', () => {
  const format = getTimeFormatter('%Y-%m-%d %H:%M:%S');

  it('reads epoch milliseconds, numeric strings, Dates and ISO strings', () => {
    const ms = utc(2024, 2, 5, 14, 30);
    expect(format(ms)).toBe('2024-03-05 14:30:00');
    expect(format(String(ms))).toBe('2024-03-05 14:30:00');
    expect(format(new Date(ms))).toBe('2024-03-05 14:30:00');
    expect(format('2024-03-05T14:30:00Z')).toBe('2024-03-05 14:30:00');
    expect(format('2024-03-05T16:30:00+02:00')).toBe('2024-03-05 14:30:00');
  });

  it('reads zoneless ISO strings and dates as UTC', () => {
    expect(format('2024-03-05T14:30:00')).toBe('2024-03-05 14:30:00');
    expect(format('2024-03-05 14:30:00.000')).toBe('2024-03-05 14:30:00');
    expect(format('2024-03-05')).toBe('2024-03-05 00:00:00');
    expect(format('2024')).toBe('2024-01-01 00:00:00');
  });

  it("prints 'N/A' for missing values and unreadable text unchanged", () => {
    expect(format(null)).toBe('N/A');
    expect(format(undefined)).toBe('N/A');
    expect(format('')).toBe('N/A');
    expect(format('not a date')).toBe('not a date');
  });

  it('formatTime formats one value', () => {
    expect(formatTime('%Y', utc(2020, 5, 1))).toBe('2020');
    expect(formatTime(null, utc(2020, 5, 1))).toBe('June');
  });

  it('toUtcDate returns null for unreadable values', () => {
    expect(toUtcDate('yesterday')).toBeNull();
    expect(toUtcDate(Number.NaN)).toBeNull();
    expect(toUtcDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});
