import { describe, expect, it } from 'vitest';
import { frameOf, run } from './testFrames.js';

const frame = frameOf({ g: ['a', 'a', 'b', 'b', 'b', null], v: [0, 1, 2, 3, 4, 10] });
const histogram = (options: Record<string, unknown>) =>
  run(frame, [{ operation: 'histogram', options: { column: 'v', ...options } }]);

describe('histogram', () => {
  it('counts equal-width bins over the whole column, the last bin closed', () => {
    expect(histogram({ bins: 5 })).toEqual([
      { '0.0 - 2.0': 2, '2.0 - 4.0': 2, '4.0 - 6.0': 1, '6.0 - 8.0': 0, '8.0 - 10.0': 1 },
    ]);
  });

  it('cumulates and normalizes', () => {
    expect(Object.values(histogram({ bins: 5, cumulative: true })[0]!)).toEqual([2, 4, 5, 5, 6]);
    expect(Object.values(histogram({ bins: 2, normalize: true })[0]!)).toEqual([5 / 6, 1 / 6]);
  });

  it('gives one row per group with edges from all rows (null groups dropped)', () => {
    expect(histogram({ bins: 5, groupby: ['g'] })).toEqual([
      { g: 'a', '0.0 - 2.0': 2, '2.0 - 4.0': 0, '4.0 - 6.0': 0, '6.0 - 8.0': 0, '8.0 - 10.0': 0 },
      { g: 'b', '0.0 - 2.0': 0, '2.0 - 4.0': 2, '4.0 - 6.0': 1, '6.0 - 8.0': 0, '8.0 - 10.0': 0 },
    ]);
  });

  it('widens a single value to ±0.5, skips missing values, and keeps an all-missing column empty', () => {
    expect(
      run(frameOf({ v: [3, null, 3] }), [{ operation: 'histogram', options: { column: 'v', bins: 2 } }]),
    ).toEqual([{ '2.5 - 3.0': 0, '3.0 - 3.5': 2 }]);
    expect(run(frameOf({ v: [null, null] }), [{ operation: 'histogram', options: { column: 'v' } }])).toEqual(
      [],
    );
    expect(
      Object.keys(
        run(frameOf({ v: [0, 1] }), [{ operation: 'histogram', options: { column: 'v', bins: 3 } }])[0]!,
      ),
    ).toEqual([
      '0.0 - 0.3333333333333333',
      '0.3333333333333333 - 0.6666666666666666',
      '0.6666666666666666 - 1.0',
    ]);
  });

  it("rejects bad bins and non-numeric values with Superset's messages", () => {
    expect(() => histogram({ bins: 0 })).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() => histogram({ bins: 2.5 })).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() => run(frame, [{ operation: 'histogram', options: { column: 'g' } }])).toThrow(
      "Column 'g' contains non-numeric values",
    );
  });
});
