import { describe, expect, it } from 'vitest';
import type { RawSeries } from './seriesData.js';
import { fillGapsForStack, stackTotals, streamBaseline } from './stacking.js';

const series = (values: (number | null)[]): RawSeries => ({ key: 'k', name: 'k', labels: ['k'], values });

describe('stacking', () => {
  const stack = [series([1, 2, null]), series([3, null, 4])];

  it('totals each x and knows which series tops the stack', () => {
    expect(stackTotals(stack, 3, 50)).toEqual({
      totals: [4, 2, 4],
      topSeries: [1, 0, 1],
      thresholds: [2, 1, 2],
    });
  });

  it('centres a stream on zero', () => {
    expect(streamBaseline(stack, 3)).toEqual([-2, -1, -2]);
  });

  it('counts gaps in a stack as zero', () => {
    expect(fillGapsForStack(stack).map((s) => s.values)).toEqual([
      [1, 2, 0],
      [3, 0, 4],
    ]);
  });
});
