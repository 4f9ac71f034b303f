import { describe, expect, it } from 'vitest';
import { day, frameOf, run } from './testFrames.js';

const series = frameOf({ ds: [day(1), day(2), day(3), day(4), day(5)], y: [1, 2, null, 4, 8] });
const roll = (options: Record<string, unknown>) =>
  run(series, [{ operation: 'rolling', options: { columns: { y: 'y' }, ...options } }]).map((row) => row.y);

describe('rolling', () => {
  it('sums over the window; min_periods defaults to the window and missing values do not count', () => {
    expect(roll({ rolling_type: 'sum', window: 2 })).toEqual([null, 3, null, null, 12]);
  });

  it('means over windows with at least min_periods values', () => {
    expect(roll({ rolling_type: 'mean', window: 3, min_periods: 1 })).toEqual([1, 1.5, 1.5, 3, 6]);
  });

  it('takes the sample std (ddof=1) and drops the first min_periods - 1 rows as Superset does', () => {
    const frame = frameOf({ ds: [day(1), day(2), day(3), day(4), day(5)], y: [2, 4, 4, 4, 5] });
    const rows = run(frame, [
      {
        operation: 'rolling',
        options: { rolling_type: 'std', window: 3, min_periods: 2, columns: { y: 'y' } },
      },
    ]);
    expect(rows.map((row) => row.ds)).toEqual([day(2), day(3), day(4), day(5)]);
    const values = rows.map((row) => row.y as number);
    expect(values[0]).toBeCloseTo(Math.SQRT2, 12);
    expect(values[1]).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(values[2]).toBe(0);
    expect(values[3]).toBeCloseTo(Math.sqrt(1 / 3), 12);
  });

  it('centres the window with center: true', () => {
    const frame = frameOf({ y: [1, 2, 3, 4] });
    const rows = run(frame, [
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 3, min_periods: 1, center: true, columns: { y: 'y' } },
      },
    ]);
    expect(rows.map((row) => row.y)).toEqual([1.5, 2, 3, 3.5]);
  });

  it('cumsum runs over the whole column; a different target appends a column', () => {
    expect(roll({ rolling_type: 'cumsum' })).toEqual([1, 3, null, 7, 15]);
    const rows = run(series, [
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { y: 'y_sum' } },
      },
    ]);
    expect(rows.map((row) => [row.y, row.y_sum])).toEqual([
      [1, 1],
      [2, 3],
      [null, 2],
      [4, 4],
      [8, 12],
    ]);
  });

  it('applies to every series of a pivoted metric', () => {
    const frame = frameOf({
      ds: [day(1), day(1), day(2), day(2)],
      g: ['a', 'b', 'a', 'b'],
      m: [1, 10, 2, 20],
    });
    const rows = run(frame, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'mean' } } },
      },
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { m: 'm' } },
      },
      { operation: 'flatten' },
    ]);
    expect(rows).toEqual([
      { ds: day(1), 'm, a': 1, 'm, b': 10 },
      { ds: day(2), 'm, a': 3, 'm, b': 30 },
    ]);
  });

  it('handles an empty frame and a single row', () => {
    expect(
      run(frameOf({ y: [] }), [
        { operation: 'rolling', options: { rolling_type: 'mean', window: 2, columns: { y: 'y' } } },
      ]),
    ).toEqual([]);
    expect(
      run(frameOf({ y: [5] }), [
        {
          operation: 'rolling',
          options: { rolling_type: 'mean', window: 2, min_periods: 0, columns: { y: 'y' } },
        },
      ]),
    ).toEqual([{ y: 5 }]);
  });

  it("rejects bad options with Superset's messages", () => {
    expect(() => roll({ rolling_type: 'mean' })).toThrow('Undefined window for rolling operation');
    expect(() => roll({ rolling_type: 'mean', window: 0 })).toThrow('Window must be > 0');
    expect(() => roll({ rolling_type: 'kurtosis', window: 2 })).toThrow('Invalid rolling_type: kurtosis');
    expect(() => roll({ rolling_type: 'mean', window: 2, min_periods: 3 })).toThrow(
      'min_periods 3 must be <= window 2',
    );
    expect(() => roll({ rolling_type: 'mean', window: 'seven' })).toThrow(
      /^Invalid options for rolling: window: /,
    );
    expect(() =>
      run(series, [
        { operation: 'rolling', options: { rolling_type: 'sum', window: 2, columns: { z: 'z' } } },
      ]),
    ).toThrow('Referenced columns not available in DataFrame.');
  });
});
