import { describe, expect, it } from 'vitest';
import { formatDttm } from './isoDatetime.js';
import { TimeRangeError } from './messages.js';
import { resolveTimeRange } from './resolveTimeRange.js';

// A pinned clock: Wednesday 2024-03-13 15:45:30.250 UTC (2024 is a leap year).
const now = new Date('2024-03-13T15:45:30.250Z');

function range(timeRange: string, shift?: string): [string, string] {
  const { since, until } = resolveTimeRange(timeRange, { now, shift });
  return [since ? formatDttm(since) : '', until ? formatDttm(until) : ''];
}

function failure(timeRange: string, shift?: string): string {
  try {
    resolveTimeRange(timeRange, { now, shift });
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return (error as Error).message;
  }
  throw new Error(`expected "${timeRange}" to fail`);
}

describe('resolveTimeRange: named ranges', () => {
  it.each([
    ['No filter', '', ''],
    ['', '', ''],
    ['Last day', '2024-03-12T00:00:00', '2024-03-13T00:00:00'],
    ['Last week', '2024-03-06T00:00:00', '2024-03-13T00:00:00'],
    ['Last month', '2024-02-13T00:00:00', '2024-03-13T00:00:00'],
    ['Last quarter', '2023-12-13T00:00:00', '2024-03-13T00:00:00'],
    ['Last year', '2023-03-13T00:00:00', '2024-03-13T00:00:00'],
    ['previous calendar week', '2024-03-04T00:00:00', '2024-03-11T00:00:00'],
    ['previous calendar month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', '2024-03-13T00:00:00', '2024-03-14T00:00:00'],
    ['Current week', '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
    ['Current month', '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: Last / Next shorthands', () => {
  it.each([
    ['Last 5 days', '2024-03-08T00:00:00', '2024-03-13T00:00:00'],
    ['Last 2 weeks', '2024-02-28T00:00:00', '2024-03-13T00:00:00'],
    ['Last 3 months', '2023-12-13T00:00:00', '2024-03-13T00:00:00'],
    // Sub-day units run up to now, not to midnight (else since > until in the afternoon).
    ['Last 3 hours', '2024-03-13T12:45:30', '2024-03-13T15:45:30'],
    ['Last hour', '2024-03-13T14:45:30', '2024-03-13T15:45:30'],
    ['Last 30 minutes', '2024-03-13T15:15:30', '2024-03-13T15:45:30'],
    ['Last 10 seconds', '2024-03-13T15:45:20', '2024-03-13T15:45:30'],
    ['Next 3 weeks', '2024-03-13T00:00:00', '2024-04-03T00:00:00'],
    ['Next 2 hours', '2024-03-13T15:45:30', '2024-03-13T17:45:30'],
    ['Last 5 days : ', '2024-03-08T00:00:00', ''],
    [' : Next 3 weeks', '', '2024-04-03T00:00:00'],
    ['Last 5 days :', '2024-03-08T00:00:00', ''],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: relative start and end (extras.relative_start / relative_end)', () => {
  const anchored = (timeRange: string, relativeStart?: 'today' | 'now', relativeEnd?: 'today' | 'now') => {
    const { since, until } = resolveTimeRange(timeRange, { now, relativeStart, relativeEnd });
    return [since ? formatDttm(since) : '', until ? formatDttm(until) : ''];
  };

  it.each([
    // 'Last…' counts back from the relative start and runs up to the relative end.
    ['Last week', 'now', 'now', '2024-03-06T15:45:30', '2024-03-13T15:45:30'],
    ['Last week', 'now', 'today', '2024-03-06T15:45:30', '2024-03-13T00:00:00'],
    ['Last 3 days', 'today', 'now', '2024-03-10T00:00:00', '2024-03-13T15:45:30'],
    // 'Next…' starts at the relative start and counts forward from the relative end.
    ['Next 2 days', 'now', 'today', '2024-03-13T15:45:30', '2024-03-15T00:00:00'],
    // Explicit anchors win over the sub-day default of 'now'.
    ['Last 3 hours', 'today', 'today', '2024-03-12T21:00:00', '2024-03-13T00:00:00'],
  ] as const)('%s from %s to %s', (value, start, end, since, until) => {
    expect(anchored(value, start, end)).toEqual([since, until]);
  });

  it('leaves explicit sides alone', () => {
    expect(anchored('2024-01-01 : 2024-02-01', 'now', 'now')).toEqual([
      '2024-01-01T00:00:00',
      '2024-02-01T00:00:00',
    ]);
  });
});

describe('resolveTimeRange: start : end', () => {
  it.each([
    ['2020-01-01 : 2020-02-01', '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    ['2020-01-01T10:30:00 : 2020-01-02T08:00:00', '2020-01-01T10:30:00', '2020-01-02T08:00:00'],
    ['2020-01-01 10:30 : 2020-01-01 11:00', '2020-01-01T10:30:00', '2020-01-01T11:00:00'],
    ['2020-01-01T10:00:00+02:00 : 2020-01-01T10:00:00Z', '2020-01-01T08:00:00', '2020-01-01T10:00:00'],
    ['2020 : 2021', '2020-01-01T00:00:00', '2021-01-01T00:00:00'],
    ['2020-06 : 2020-07', '2020-06-01T00:00:00', '2020-07-01T00:00:00'],
    ['March 1, 2020 : 1 Apr 2020', '2020-03-01T00:00:00', '2020-04-01T00:00:00'],
    ['2024-01-01 : today', '2024-01-01T00:00:00', '2024-03-13T00:00:00'],
    ['today : now', '2024-03-13T00:00:00', '2024-03-13T15:45:30'],
    ['yesterday : tomorrow', '2024-03-12T00:00:00', '2024-03-14T00:00:00'],
    ['7 days ago : now', '2024-03-06T00:00:00', '2024-03-13T15:45:30'],
    ['1 year ago : today', '2023-03-13T00:00:00', '2024-03-13T00:00:00'],
    ['3 hours ago : 1 hour later', '2024-03-13T12:45:30', '2024-03-13T16:45:30'],
    ['2 weeks ago : 2 days from now', '2024-02-28T00:00:00', '2024-03-15T00:00:00'],
    ['Last 5 days : now', '2024-03-08T00:00:00', '2024-03-13T15:45:30'],
    ['last week : next week', '2024-03-06T00:00:00', '2024-03-20T00:00:00'],
    ['prior 2 months : this day', '2024-01-13T00:00:00', '2024-03-13T00:00:00'],
    ['start of last month : start of this month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['beginning of this year : end of this quarter', '2024-01-01T00:00:00', '2024-03-31T00:00:00'],
    ['2020-01-01 : ', '2020-01-01T00:00:00', ''],
    [' : 2020-01-01', '', '2020-01-01T00:00:00'],
    ['2024-03-13 : 2024-03-13', '2024-03-13T00:00:00', '2024-03-13T00:00:00'],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: expressions', () => {
  it.each([
    ['DATETIME("2020-03-01 12:00:00") : DATETIME("now")', '2020-03-01T12:00:00', '2024-03-13T15:45:30'],
    ["DATETIME('7 days ago') : DATETIME('today')", '2024-03-06T00:00:00', '2024-03-13T00:00:00'],
    [
      'DATEADD(DATETIME("2020-03-01"), 2, day) : DATEADD(DATETIME("2020-03-01"), 1, month)',
      '2020-03-03T00:00:00',
      '2020-04-01T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2024-01-31"), 1, month) : DATEADD(DATETIME("2024-01-31"), 1, quarter)',
      '2024-02-29T00:00:00',
      '2024-04-30T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2020-03-01T00:00:00"), 90, MINUTE) : DATEADD(DATETIME("2024-02-29"), -1, year)',
      '2020-03-01T01:30:00',
      '2023-02-28T00:00:00',
    ],
    [
      'DATETRUNC(DATETIME("2020-03-05T10:11:12"), week) : DATETRUNC(DATETIME("2020-03-05T10:11:12"), hour)',
      '2020-03-02T00:00:00',
      '2020-03-05T10:00:00',
    ],
    [
      'DATETRUNC(DATETIME("2020-08-15"), year) : DATETRUNC(DATETIME("2020-08-15"), quarter)',
      '2020-01-01T00:00:00',
      '2020-07-01T00:00:00',
    ],
    [
      'LASTDAY(DATETIME("2024-02-10"), month) : LASTDAY(DATETIME("2024-02-10"), year)',
      '2024-02-29T00:00:00',
      '2024-12-31T00:00:00',
    ],
    [
      'LASTDAY(DATETIME("2020-03-05"), week) : LASTDAY(DATETIME("2020-05-05"), quarter)',
      '2020-03-08T00:00:00',
      '2020-06-30T00:00:00',
    ],
    [
      'datetrunc(dateadd(datetime("today"), -1, week), week) : datetrunc(datetime("today"), week)',
      '2024-03-04T00:00:00',
      '2024-03-11T00:00:00',
    ],
    [
      'DATEADD(DATETRUNC(DATEADD(DATETIME("today"), -1, year), year), 2, month) : LASTDAY(DATEADD(DATETIME("today"), -1, month), month)',
      '2023-03-01T00:00:00',
      '2024-02-29T00:00:00',
    ],
    [
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2024-03-01"), DATETIME("2024-03-11")), day) : DATEADD(DATETIME("today"), 11, day)',
      '2024-03-23T00:00:00',
      '2024-03-24T00:00:00',
    ],
    [
      'DATEADD(DATETIME("today"), -7, day,) : DATETIME("today")',
      '2024-03-06T00:00:00',
      '2024-03-13T00:00:00',
    ],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: holidays', () => {
  it.each([
    ['HOLIDAY("Christmas") : HOLIDAY("new year", 2025)', '2024-12-25T00:00:00', '2025-01-01T00:00:00'],
    [
      'HOLIDAY("independence day", 2020) : HOLIDAY("thanksgiving", 2020)',
      '2020-07-04T00:00:00',
      '2020-11-26T00:00:00',
    ],
    [
      'HOLIDAY("thanksgiving", DATETIME("2024-01-01")) : HOLIDAY("christmas", DATETIME("2024-06-01"))',
      '2024-11-28T00:00:00',
      '2024-12-25T00:00:00',
    ],
    ['HOLIDAY("easter", 2024) : HOLIDAY("easter", 2025)', '2024-03-31T00:00:00', '2025-04-20T00:00:00'],
    [
      'HOLIDAY("Good Friday", 2024, "GB") : HOLIDAY("boxing", 2024, "UK")',
      '2024-03-29T00:00:00',
      '2024-12-26T00:00:00',
    ],
    ['HOLIDAY("memorial", 2024) : HOLIDAY("labor", 2024)', '2024-05-27T00:00:00', '2024-09-02T00:00:00'],
    [
      'HOLIDAY("martin luther", 2024) : HOLIDAY("washington", 2024)',
      '2024-01-15T00:00:00',
      '2024-02-19T00:00:00',
    ],
  ])('%s', (value, since, until) => {
    expect(range(value)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: shift', () => {
  it.each([
    ['Last week', '1 week ago', '2024-02-28T00:00:00', '2024-03-06T00:00:00'],
    ['2024-01-01 : 2024-03-01', '1 year ago', '2023-01-01T00:00:00', '2023-03-01T00:00:00'],
    ['2024-01-01 : 2024-03-01', '1 year', '2023-01-01T00:00:00', '2023-03-01T00:00:00'],
    ['2024-02-29 : 2024-03-01', '52 weeks ago', '2023-03-02T00:00:00', '2023-03-03T00:00:00'],
    ['2024-01-01 : ', '28 days ago', '2023-12-04T00:00:00', ''],
    ['2024-01-01 : 2024-01-02', '1 day later', '2024-01-02T00:00:00', '2024-01-03T00:00:00'],
    // Calendar units move by the calendar and clamp the day of month.
    ['2024-02-29 : 2024-03-31T06:00:00', '1 year ago', '2023-02-28T00:00:00', '2023-03-31T06:00:00'],
    ['2024-02-29 : 2024-03-31T06:00:00', '1 month ago', '2024-01-29T00:00:00', '2024-02-29T06:00:00'],
    ['2024-02-29 : 2024-03-31', '104 weeks ago', '2022-03-03T00:00:00', '2022-04-03T00:00:00'],
  ])('%s shifted by %s', (value, shift, since, until) => {
    expect(range(value, shift)).toEqual([since, until]);
  });
});

describe('resolveTimeRange: errors', () => {
  it.each([
    ['2020-02-01 : 2020-01-01', 'From date cannot be larger than to date'],
    ['now : today', 'From date cannot be larger than to date'],
    ['Next 3 weeks : Last week', 'From date cannot be larger than to date'],
    ['gibberish', 'Unable to parse time range [gibberish]'],
    ['2020-01-01', 'Unable to parse time range [2020-01-01]'],
    ['previous calendar day', 'Unable to parse time range [previous calendar day]'],
    ['foo : 2020-01-01', 'Cannot parse time string [foo]'],
    ['2020-13-01 : 2021-01-01', 'Cannot parse time string [2020-13-01]'],
    ['2021-02-30 : 2021-03-01', 'Cannot parse time string [2021-02-30]'],
    ['7 days : today', 'Time string is ambiguous. Please specify [7 days ago] or [7 days later].'],
    ['Last fortnight', 'Cannot parse time string [Last fortnight]'],
    [
      'DATETIME("2020-01-01" : today',
      'Unable to parse time range [DATETIME("2020-01-01"]: expected ")" at position 22, found the end',
    ],
    [
      'DATEADD(DATETIME("today"), -1, fortnight) : today',
      'Unable to parse time range [DATEADD(DATETIME("today"), -1, fortnight)]: expected a unit (second, minute, hour, day, week, month, quarter, year) at position 32, found "fortnight"',
    ],
    [
      'DATEADD(DATETIME("today"), one, day) : today',
      'Unable to parse time range [DATEADD(DATETIME("today"), one, day)]: expected an integer at position 28, found "one"',
    ],
    [
      'LASTDAY(DATETIME("today"), hour) : today',
      'Unable to parse time range [LASTDAY(DATETIME("today"), hour)]: expected a unit (year, quarter, month, week, day) at position 28, found "hour"',
    ],
    [
      'DATETIME("today") extra : now',
      'Unable to parse time range [DATETIME("today") extra]: expected the end of the expression at position 19, found "extra"',
    ],
    [
      'DATETIME("today) : now',
      'Unable to parse time range [DATETIME("today)]: unterminated string at position 10',
    ],
    [
      'DATETIME(today) : now',
      'Unable to parse time range [DATETIME(today)]: expected a quoted string at position 10, found "today"',
    ],
    ['DATETIME("bananas") : now', 'Cannot parse time string [bananas]'],
    ['HOLIDAY("Festivus") : now', 'Unable to find such a holiday: [Festivus]'],
    ['HOLIDAY("Christmas", 2024, "XX") : now', 'Holidays are not known for the country [XX]'],
  ])('%s', (value, message) => {
    expect(failure(value)).toBe(message);
  });

  it('refuses absurdly deep nesting instead of exhausting the stack', () => {
    const deep = `${'DATETRUNC('.repeat(65)}DATETIME("today")${', day)'.repeat(65)}`;
    expect(failure(`${deep} : now`)).toMatch(/more than 64 nested calls$/);
    const fine = `${'DATETRUNC('.repeat(63)}DATETIME("today")${', day)'.repeat(63)}`;
    expect(range(`${fine} : now`)).toEqual(['2024-03-13T00:00:00', '2024-03-13T15:45:30']);
  });

  it('refuses a shift that is not a time delta', () => {
    expect(failure('Last week', 'sometime')).toBe(
      'Time delta is ambiguous. Please specify [sometime ago] or [sometime later].',
    );
  });
});
