import { describe, expect, it } from 'vitest';
import {
  customRangeFromTimeRange,
  defaultCustomRange,
  timeRangeFromCustomRange,
  type CustomRange,
} from './customRange.js';
import { resolveTimeRange } from './resolveTimeRange.js';

const now = new Date('2024-03-13T15:45:30Z');
const defaults = defaultCustomRange(now);

describe('defaultCustomRange', () => {
  it('starts 7 days before today and ends today (midnight), grain day', () => {
    expect(defaults).toMatchObject({
      sinceDatetime: '2024-03-06T00:00:00',
      sinceMode: 'relative',
      sinceGrain: 'day',
      sinceGrainValue: -7,
      untilDatetime: '2024-03-13T00:00:00',
      untilMode: 'specific',
      anchorMode: 'now',
      anchorValue: 'now',
    });
  });
});

describe('timeRangeFromCustomRange', () => {
  const custom = (fields: Partial<CustomRange>): CustomRange => ({ ...defaults, ...fields });

  it.each<[Partial<CustomRange>, string]>([
    [
      {
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01',
        untilMode: 'specific',
        untilDatetime: '2020-02-01T12:00:00',
      },
      '2020-01-01T00:00:00 : 2020-02-01T12:00:00',
    ],
    [{ sinceMode: 'today', untilMode: 'now' }, 'today : now'],
    [
      { sinceMode: 'relative', sinceGrainValue: 3, sinceGrain: 'week', untilMode: 'today' },
      'DATEADD(DATETIME("today"), -3, week) : today',
    ],
    [
      {
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01T00:00:00',
        untilMode: 'relative',
        untilGrainValue: 2,
        untilGrain: 'month',
      },
      '2020-01-01T00:00:00 : DATEADD(DATETIME("2020-01-01T00:00:00"), 2, month)',
    ],
    [
      {
        sinceMode: 'relative',
        sinceGrainValue: -1,
        sinceGrain: 'year',
        untilMode: 'relative',
        untilGrainValue: 1,
        untilGrain: 'day',
        anchorMode: 'now',
      },
      'DATEADD(DATETIME("now"), -1, year) : DATEADD(DATETIME("now"), 1, day)',
    ],
    [
      {
        sinceMode: 'relative',
        sinceGrainValue: 5,
        sinceGrain: 'hour',
        untilMode: 'relative',
        untilGrainValue: 5,
        untilGrain: 'hour',
        anchorMode: 'specific',
        anchorValue: '2021-06-01T12:00:00',
      },
      'DATEADD(DATETIME("2021-06-01T12:00:00"), -5, hour) : DATEADD(DATETIME("2021-06-01T12:00:00"), 5, hour)',
    ],
  ])('%o → %s', (fields, expected) => {
    const value = timeRangeFromCustomRange(custom(fields), now);
    expect(value).toBe(expected);
    // Every written form is a valid range for the grammar and reads back as Custom.
    expect(() => resolveTimeRange(value, { now })).not.toThrow();
    expect(customRangeFromTimeRange(value, now)).not.toBeNull();
  });
});

describe('customRangeFromTimeRange', () => {
  it('reads specific : specific, keeping now/today as modes', () => {
    expect(customRangeFromTimeRange('2020-01-01T00:00:00 : now', now)).toEqual({
      ...defaults,
      sinceDatetime: '2020-01-01T00:00:00',
      sinceMode: 'specific',
      untilDatetime: 'now',
      untilMode: 'now',
    });
    expect(customRangeFromTimeRange('TODAY : NOW', now)).toMatchObject({
      sinceMode: 'today',
      untilMode: 'now',
    });
  });

  it('reads relative : specific when the DATEADD is anchored on the end', () => {
    expect(customRangeFromTimeRange('DATEADD(DATETIME("today"), -3, WEEK) : today', now)).toEqual({
      ...defaults,
      sinceMode: 'relative',
      sinceGrain: 'week',
      sinceGrainValue: -3,
      sinceDatetime: 'today',
      untilDatetime: 'today',
      untilMode: 'today',
    });
  });

  it('reads specific : relative when the DATEADD is anchored on the start', () => {
    expect(
      customRangeFromTimeRange(
        '2020-01-01T00:00:00 : DATEADD(DATETIME("2020-01-01T00:00:00"), 2, month)',
        now,
      ),
    ).toMatchObject({
      sinceMode: 'specific',
      untilMode: 'relative',
      untilGrain: 'month',
      untilGrainValue: 2,
    });
  });

  it('reads relative : relative around a shared anchor', () => {
    expect(
      customRangeFromTimeRange(
        'DATEADD(DATETIME("2021-06-01T12:00:00"), -5, hour) : DATEADD(DATETIME("2021-06-01T12:00:00"), 5, hour)',
        now,
      ),
    ).toMatchObject({
      sinceMode: 'relative',
      untilMode: 'relative',
      anchorMode: 'specific',
      anchorValue: '2021-06-01T12:00:00',
      sinceGrainValue: -5,
      untilGrainValue: 5,
    });
    expect(
      customRangeFromTimeRange('DATEADD(DATETIME("now"), -1, year) : DATEADD(DATETIME("now"), 1, day)', now),
    ).toMatchObject({ anchorMode: 'now', anchorValue: 'now' });
  });

  it.each([
    'Last week',
    'No filter',
    '2020-01-01 : 2020-02-01', // dates without a time are not a custom form
    'DATEADD(DATETIME("today"), 0, day) : today', // zero amount
    'DATEADD(DATETIME("today"), -1.5, day) : today',
    'DATEADD(DATETIME("today"), -1, day) : now', // anchored elsewhere than the end
    'DATEADD(DATETIME("today"), -1, day) : DATEADD(DATETIME("now"), 1, day)', // two anchors
    'DATETRUNC(DATETIME("today"), week) : today',
    'Last 5 days : ',
    ' : 2020-01-01T00:00:00',
  ])('refuses %s', (value) => {
    expect(customRangeFromTimeRange(value, now)).toBeNull();
  });
});
