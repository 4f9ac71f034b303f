import { describe, expect, it } from 'vitest';
import { formatActualTimeRange, normalizeAdvancedTimeRange, rangeTypeOf } from './rangeType.js';
import { splitTimeRange } from './rangeNames.js';

describe('rangeTypeOf', () => {
  it.each([
    ['Last day', 'Common'],
    ['Last quarter', 'Common'],
    ['previous calendar week', 'Calendar'],
    ['previous calendar year', 'Calendar'],
    ['No filter', 'No filter'],
    ['2020-01-01T00:00:00 : 2020-02-01T00:00:00', 'Custom'],
    ['DATEADD(DATETIME("now"), -7, day) : now', 'Custom'],
    ['Last 5 days', 'Advanced'],
    ['2020-01-01 : 2020-02-01', 'Advanced'],
    ['DATETRUNC(DATETIME("today"), month) : today', 'Advanced'],
  ])('%s → %s', (value, type) => {
    expect(rangeTypeOf(value)).toBe(type);
  });
});

describe('normalizeAdvancedTimeRange', () => {
  it.each([
    ['Last 5 days', 'Last 5 days : '],
    ['Next 3 weeks', ' : Next 3 weeks'],
    ['2020-01-01 : now', '2020-01-01 : now'],
    ['No filter', ' : '],
  ])('%s → "%s"', (value, normalized) => {
    expect(normalizeAdvancedTimeRange(value)).toBe(normalized);
  });
});

describe('splitTimeRange and formatActualTimeRange', () => {
  it('splits the two sides and writes the preview with ∞ for open sides', () => {
    expect(splitTimeRange('Last 5 days : ')).toEqual(['Last 5 days', '']);
    expect(splitTimeRange('a : b : c')).toEqual(['a', 'b : c']);
    expect(formatActualTimeRange('2020-01-01T00:00:00', '2020-02-01T10:00:00')).toBe(
      '2020-01-01 ≤ col < 2020-02-01T10:00:00',
    );
    expect(formatActualTimeRange('', '', 'ds')).toBe('-∞ ≤ ds < ∞');
  });
});
