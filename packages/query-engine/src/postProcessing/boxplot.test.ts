import { describe, expect, it } from 'vitest';
import { columnNames, frameOf, run } from './testFrames.js';

const frame = frameOf({ group: ['A', 'A', 'A', 'A', 'A', 'B'], v: [1, 2, 3, 4, 100, 5] });
const boxplot = (options: Record<string, unknown>) =>
  run(frame, [{ operation: 'boxplot', options: { groupby: ['group'], metrics: ['v'], ...options } }]);

describe('boxplot', () => {
  it("names its columns <metric>__<statistic> in Superset's order", () => {
    expect(
      columnNames(frame, [
        { operation: 'boxplot', options: { groupby: ['group'], metrics: ['v'], whisker_type: 'tukey' } },
      ]),
    ).toEqual([
      'group',
      'v__mean',
      'v__median',
      'v__max',
      'v__min',
      'v__q1',
      'v__q3',
      'v__count',
      'v__outliers',
    ]);
  });

  it('uses Tukey fences at 1.5 IQR from midpoint quartiles', () => {
    // A: quartiles 2 and 4, fences -1 and 7, so 100 is an outlier and the whiskers are 1 and 4.
    expect(boxplot({ whisker_type: 'tukey' })).toEqual([
      {
        group: 'A',
        v__mean: 22,
        v__median: 3,
        v__max: 4,
        v__min: 1,
        v__q1: 2,
        v__q3: 4,
        v__count: 5,
        v__outliers: [100],
      },
      {
        group: 'B',
        v__mean: 5,
        v__median: 5,
        v__max: 5,
        v__min: 5,
        v__q1: 5,
        v__q3: 5,
        v__count: 1,
        v__outliers: [],
      },
    ]);
  });

  it('takes min/max or percentile whiskers', () => {
    const minMax = boxplot({ whisker_type: 'min/max' })[0]!;
    expect([minMax.v__min, minMax.v__max, minMax.v__outliers]).toEqual([1, 100, []]);
    // Linear 10th/90th percentiles of 1, 2, 3, 4, 100: 1.4 and 61.6.
    const percentile = boxplot({ whisker_type: 'percentile', percentiles: [10, 90] })[0]!;
    expect(percentile.v__min).toBeCloseTo(1.4, 12);
    expect(percentile.v__max).toBeCloseTo(61.6, 12);
    expect(percentile.v__outliers).toEqual([100, 1]);
  });

  it('interpolates midpoint quartiles; a missing value makes the median missing but counts', () => {
    const rows = run(frameOf({ v: [4, 1, 3, 2, null] }), [
      { operation: 'boxplot', options: { metrics: ['v'], whisker_type: 'tukey' } },
    ]);
    expect(rows[0]).toMatchObject({ v__q1: 1.5, v__q3: 3.5, v__median: null, v__count: 5, v__mean: 2.5 });
  });

  it('rejects bad percentiles and whisker types', () => {
    expect(() => boxplot({ whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
    expect(() => boxplot({ whisker_type: 'box' })).toThrow(/^Invalid options for boxplot: whisker_type: /);
  });
});
