import { describe, expect, it } from 'vitest';
import { timeSeriesColumnSchema } from './columnConfig.js';
import { colorFromBounds, sparkValues, valueCell, type TimeEntry } from './timeTableCells.js';

const entries: TimeEntry[] = [
  { time: 1, values: { a: 10, b: 5 } },
  { time: 2, values: { a: 20, b: null } },
  { time: 3, values: { a: 0, b: 10 } },
  { time: 4, values: { a: 40, b: 20 } },
];
const column = (config: Record<string, unknown>) => timeSeriesColumnSchema.parse(config);
const value = (config: Record<string, unknown>, row = 'a') =>
  valueCell(column(config), row, entries, ['a', 'b']);

describe('time comparison cells', () => {
  it('compares the latest value with the one timeLag buckets back', () => {
    expect(value({ colType: 'time', timeLag: 1, comparisonType: 'value' })).toEqual({ value: 0 });
    expect(value({ colType: 'time', timeLag: '2', comparisonType: 'diff' })).toEqual({ value: 20 });
    expect(value({ colType: 'time', timeLag: 2, comparisonType: 'perc' })).toEqual({ value: 2 });
    expect(value({ colType: 'time', timeLag: 2, comparisonType: 'perc_change' })).toEqual({ value: 1 });
    expect(value({ colType: 'time', comparisonType: 'value' })).toEqual({ value: 40 });
  });

  it('counts a negative lag from the start of the range', () => {
    expect(value({ colType: 'time', timeLag: -1, comparisonType: 'value' })).toEqual({ value: 10 });
    // -3: the third bucket from the start (value 0)
    expect(value({ colType: 'time', timeLag: -3, comparisonType: 'diff' })).toEqual({ value: 40 });
  });

  it("says so when the lag is longer than the data (Superset's message)", () => {
    expect(value({ colType: 'time', timeLag: 4 })).toEqual({
      value: null,
      error: 'The time lag set at 4 is too large for the length of data at 4. No data available.',
    });
    expect(value({ colType: 'time', timeLag: -4 }).error).toMatch(/time lag set at -4/);
  });

  it('gives null, not 0, for missing values and division by zero', () => {
    expect(value({ colType: 'time', timeLag: 2, comparisonType: 'diff' }, 'b')).toEqual({ value: null });
    expect(value({ colType: 'time', timeLag: 1, comparisonType: 'perc' })).toEqual({ value: null });
    expect(value({ colType: 'time', timeLag: 1, comparisonType: 'perc_change' })).toEqual({ value: null });
  });
});

describe('contribution and average cells', () => {
  it("shares the latest value among all rows' latest values", () => {
    expect(value({ colType: 'contrib' })).toEqual({ value: 40 / 60 });
    expect(value({ colType: 'contrib' }, 'b')).toEqual({ value: 20 / 60 });
  });

  it('averages the last timeLag buckets, skipping missing ones', () => {
    expect(value({ colType: 'avg', timeLag: 2 })).toEqual({ value: 20 });
    expect(value({ colType: 'avg', timeLag: 3 }, 'b')).toEqual({ value: 15 });
    expect(value({ colType: 'avg' })).toEqual({ value: 17.5 });
  });

  it('has no value for a column without a type', () => {
    expect(value({})).toEqual({ value: null });
  });
});

describe('sparkline values', () => {
  it('are the series itself, or ratios timeRatio buckets apart', () => {
    expect(sparkValues(column({ colType: 'spark' }), 'b', entries)).toEqual([5, null, 10, 20]);
    expect(sparkValues(column({ colType: 'spark', timeRatio: 1 }), 'a', entries)).toEqual([2, 0, null]);
    expect(sparkValues(column({ colType: 'spark', timeRatio: '2' }), 'a', entries)).toEqual([0, 2]);
  });
});

describe('color bounds', () => {
  it('runs red → grey → blue between both bounds, clamped', () => {
    expect(colorFromBounds(0, [0, 10])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(5, [0, 10])).toBe('rgb(128, 128, 128)');
    expect(colorFromBounds(10, [0, 10])).toBe('rgb(5, 113, 176)');
    expect(colorFromBounds(2.5, [0, 10])).toBe('rgb(165, 64, 80)');
    expect(colorFromBounds(99, [0, 10])).toBe('rgb(5, 113, 176)');
    expect(colorFromBounds(-5, [0, 10])).toBe('rgb(202, 0, 32)');
  });

  it('reverses with reversed bounds', () => {
    expect(colorFromBounds(10, [10, 0])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(0, [10, 0])).toBe('rgb(5, 113, 176)');
  });

  it('with one bound: blue on the good side, red on the other', () => {
    expect(colorFromBounds(5, [5, null])).toBe('#0571b0');
    expect(colorFromBounds(4, [5, null])).toBe('#ca0020');
    expect(colorFromBounds(4, [null, 5])).toBe('#0571b0');
    expect(colorFromBounds(5, [null, 5])).toBe('#ca0020');
  });

  it('colors nothing without bounds or value', () => {
    expect(colorFromBounds(5, [null, null])).toBeNull();
    expect(colorFromBounds(null, [0, 1])).toBeNull();
  });
});

describe('column config parsing', () => {
  it('reads numbers typed as text and fills the defaults Superset saves', () => {
    expect(
      timeSeriesColumnSchema.parse({
        key: 'k',
        colType: 'time',
        timeLag: '3',
        width: '',
        bounds: ['-1', null],
      }),
    ).toMatchObject({
      key: 'k',
      label: '',
      colType: 'time',
      timeLag: 3,
      width: null,
      comparisonType: null,
      showYAxis: false,
      bounds: [-1, null],
      yAxisBounds: [null, null],
      d3format: '',
    });
  });
});
