import { describe, expect, it } from 'vitest';
import { DURATION, DURATION_COL, DURATION_SUB, formatDuration, isDurationFormat } from './durationFormat.js';

describe('formatDuration DURATION', () => {
  it.each<[number, string]>([
    [0, '0ms'],
    [1.5, '2ms'],
    [500, '500ms'],
    [1000, '1s'],
    [1337, '1.3s'],
    [59_960, '59.9s'],
    [60_000, '1m'],
    [66_000, '1m 6s'],
    [3_723_000, '1h 2m 3s'],
    [93_784_000, '1d 2h 3m 4s'],
    [86_400_000, '1d'],
    [366 * 86_400_000, '1y 1d'],
    [-66_000, '-1m 6s'],
  ])('%s ms → %s', (value, expected) => {
    expect(formatDuration(value, DURATION)).toBe(expected);
  });

  it('is the default style', () => {
    expect(formatDuration(93_784_000)).toBe('1d 2h 3m 4s');
  });
});

describe('formatDuration DURATION_SUB keeps the sub-second part', () => {
  it.each<[number, string]>([
    [0, '0ms'],
    [1.5, '1.5ms'],
    [1.40008, '1.40008ms'],
    [0.25, '0.25ms'],
    [1500, '1s 500ms'],
    [66_000, '1m 6s'],
    [93_784_005.25, '1d 2h 3m 4s 5.25ms'],
    [-1.5, '-1.5ms'],
  ])('%s ms → %s', (value, expected) => {
    expect(formatDuration(value, DURATION_SUB)).toBe(expected);
  });
});

describe('formatDuration DURATION_COL (colon notation)', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [500, '0:00.5'],
    [4000, '0:04'],
    [10_500, '0:10.5'],
    [66_000, '1:06'],
    [3_723_000, '1:02:03'],
    [36_000_000, '10:00:00'],
    [93_784_000, '1:02:03:04'],
    [86_400_000, '1:00:00:00'],
    [-3_723_000, '-1:02:03'],
  ])('%s ms → %s', (value, expected) => {
    expect(formatDuration(value, DURATION_COL)).toBe(expected);
  });
});

describe('isDurationFormat', () => {
  it('knows the three duration formats, case-sensitively', () => {
    expect([DURATION, DURATION_SUB, DURATION_COL].every(isDurationFormat)).toBe(true);
    expect(isDurationFormat('duration')).toBe(false);
    expect(isDurationFormat(',d')).toBe(false);
  });
});
