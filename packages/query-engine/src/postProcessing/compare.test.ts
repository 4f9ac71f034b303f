import { describe, expect, it } from 'vitest';
import { day, frameOf, run } from './testFrames.js';

const frame = frameOf({ a: [10, 20, 0, null], b: [5, 0, 0, 1] });
const compare = (compare_type: string, extra: Record<string, unknown> = {}) =>
  run(frame, [
    {
      operation: 'compare',
      options: { source_columns: ['a'], compare_columns: ['b'], compare_type, ...extra },
    },
  ]);

describe('compare', () => {
  it('difference, percentage and ratio, with division by zero and missing values as null', () => {
    expect(compare('difference').map((row) => row['difference__a__b'])).toEqual([5, 20, 0, null]);
    expect(compare('percentage').map((row) => row['percentage__a__b'])).toEqual([1, null, null, null]);
    expect(compare('ratio').map((row) => row['ratio__a__b'])).toEqual([2, null, null, null]);
    // 'absolute' is the older name of difference, still offered as "absolute (Difference)".
    expect(compare('absolute').map((row) => row['absolute__a__b'])).toEqual([5, 20, 0, null]);
  });

  it('rounds to precision (4 by default) half to even, and can drop the inputs', () => {
    const thirds = frameOf({ a: [1, 5, 7], b: [3, 2, 2] });
    const ratio = (precision?: number) =>
      run(thirds, [
        {
          operation: 'compare',
          options: {
            source_columns: ['a'],
            compare_columns: ['b'],
            compare_type: 'ratio',
            drop_original_columns: true,
            ...(precision === undefined ? {} : { precision }),
          },
        },
      ]);
    expect(ratio()).toEqual([{ ratio__a__b: 0.3333 }, { ratio__a__b: 2.5 }, { ratio__a__b: 3.5 }]);
    expect(ratio(0).map((row) => row.ratio__a__b)).toEqual([0, 2, 4]);
  });

  it('values adds nothing; matches series one to one after a pivot', () => {
    expect(compare('values')).toEqual(run(frame, []));
    const pivoted = frameOf({
      ds: [day(1), day(1)],
      g: ['x', 'y'],
      m: [10, 30],
      'm__1 year ago': [5, 10],
    });
    const rows = run(pivoted, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['g'],
          aggregates: { m: { operator: 'mean' }, 'm__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['m'],
          compare_columns: ['m__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(rows).toEqual([
      { ds: day(1), 'difference__m__m__1 year ago, x': 5, 'difference__m__m__1 year ago, y': 20 },
    ]);
  });

  it("answers Superset's messages", () => {
    expect(() =>
      run(frame, [
        {
          operation: 'compare',
          options: { source_columns: ['a', 'b'], compare_columns: ['b'], compare_type: 'ratio' },
        },
      ]),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() => compare('sum')).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
  });
});
