import { describe, expect, it } from 'vitest';
import { frameToRecords } from '../frame/frame.js';
import { joinTimeOffsets } from './joinTimeOffsets.js';
import { day, frameOf } from './testFrames.js';
import { parseTimeOffset, shiftTime } from './timeOffset.js';

describe('time offsets', () => {
  it('parses Superset offsets and shifts by calendar months and years, clamping the day', () => {
    expect(parseTimeOffset('1 year ago')).toEqual({ unit: 'year', amount: -1 });
    expect(parseTimeOffset('28 days ago')).toEqual({ unit: 'day', amount: -28 });
    expect(parseTimeOffset('2 weeks later')).toEqual({ unit: 'week', amount: 2 });
    expect(() => parseTimeOffset('last tuesday')).toThrow('Invalid time offset: last tuesday');
    expect(shiftTime(day(29, 2, 2024), parseTimeOffset('1 year later'))).toBe(day(28, 2, 2025));
    expect(shiftTime(day(31, 1, 2024) + 3_600_000, parseTimeOffset('1 month later'))).toBe(
      day(29, 2, 2024) + 3_600_000,
    );
    expect(shiftTime(day(10), parseTimeOffset('1 week ago'))).toBe(day(3));
  });

  it('moves the offset rows forward by the offset and left-joins them on time and dimensions', () => {
    const main = frameOf({
      ds: [day(1, 1, 2024), day(1, 1, 2024), day(1, 2, 2024)],
      country: ['FR', 'US', 'FR'],
      n: [10, 20, 30],
    });
    const lastYear = frameOf({
      ds: [day(1, 1, 2023), day(1, 2, 2023), day(1, 2, 2023)],
      country: ['FR', 'FR', 'US'],
      n: [1, 3, 99],
    });
    const lastWeek = frameOf({ ds: [day(25, 12, 2023)], country: ['US'], n: [7] });
    const joined = joinTimeOffsets(
      main,
      [
        { offset: '1 year ago', frame: lastYear },
        { offset: '1 week ago', frame: lastWeek },
      ],
      { timeColumn: 'ds', metricLabels: ['n'], joinColumns: ['country'] },
    );
    expect(frameToRecords(joined)).toEqual([
      { ds: day(1, 1, 2024), country: 'FR', n: 10, 'n__1 year ago': 1, 'n__1 week ago': null },
      { ds: day(1, 1, 2024), country: 'US', n: 20, 'n__1 year ago': null, 'n__1 week ago': 7 },
      { ds: day(1, 2, 2024), country: 'FR', n: 30, 'n__1 year ago': 3, 'n__1 week ago': null },
    ]);
  });

  it('handles an empty offset result and names a missing column', () => {
    const main = frameOf({ ds: [day(1)], n: [1] });
    const empty = frameOf({ ds: [], n: [] });
    const options = { timeColumn: 'ds', metricLabels: ['n'], joinColumns: [] };
    expect(frameToRecords(joinTimeOffsets(main, [{ offset: '1 day ago', frame: empty }], options))).toEqual([
      { ds: day(1), n: 1, 'n__1 day ago': null },
    ]);
    expect(() =>
      joinTimeOffsets(main, [{ offset: '1 day ago', frame: frameOf({ ds: [] }) }], options),
    ).toThrow('Column "n" is missing in the "1 day ago" time comparison');
  });
});
