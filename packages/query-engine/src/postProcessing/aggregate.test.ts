import { describe, expect, it } from 'vitest';
import { PostProcessingError } from './errors.js';
import { frameOf, run } from './testFrames.js';

const sales = frameOf({
  country: ['US', 'FR', 'US', 'FR', null, 'US'],
  amount: [10, 4, 30, null, 7, 20],
});

describe('aggregate', () => {
  it('groups with sorted keys, drops null keys, and skips missing values like pandas', () => {
    const rows = run(sales, [
      {
        operation: 'aggregate',
        options: {
          groupby: ['country'],
          aggregates: {
            total: { column: 'amount', operator: 'sum' },
            average: { column: 'amount', operator: 'mean' },
            amount: { operator: 'max' },
            n: { column: 'amount', operator: 'count' },
            spread: { column: 'amount', operator: 'std' },
          },
        },
      },
    ]);
    // US: 10, 30, 20 → sum 60, mean 20, population std sqrt(200/3); FR: 4, null → sum 4, mean 4, std 0.
    expect(rows).toEqual([
      { country: 'FR', total: 4, average: 4, amount: 4, n: 2, spread: 0 },
      {
        country: 'US',
        total: 60,
        average: 20,
        amount: 30,
        n: 3,
        spread: expect.closeTo(Math.sqrt(200 / 3), 10),
      },
    ]);
  });

  it('median and percentile see missing values (numpy), the nan variants skip them', () => {
    const rows = run(sales, [
      {
        operation: 'aggregate',
        options: {
          groupby: ['country'],
          aggregates: {
            median: { column: 'amount', operator: 'median' },
            nanmedian: { column: 'amount', operator: 'nanmedian' },
            p25: { column: 'amount', operator: 'percentile', options: { q: 25 } },
          },
        },
      },
    ]);
    expect(rows).toEqual([
      { country: 'FR', median: null, nanmedian: 4, p25: null },
      // sorted 10, 20, 30: 25th percentile at position 0.5 → 15.
      { country: 'US', median: 20, nanmedian: 20, p25: 15 },
    ]);
  });

  it('without groupby gives one row, and none for an empty frame', () => {
    const options = { aggregates: { total: { column: 'amount', operator: 'sum' } } };
    expect(run(sales, [{ operation: 'aggregate', options }])).toEqual([{ total: 71 }]);
    expect(run(frameOf({ amount: [] }), [{ operation: 'aggregate', options }])).toEqual([]);
  });

  it("answers Superset's messages for bad aggregates", () => {
    const attempt = (aggregates: unknown) => () =>
      run(sales, [
        { operation: 'aggregate', options: { groupby: ['country'], aggregates } as Record<string, unknown> },
      ]);
    expect(attempt({ x: { column: 'nope', operator: 'sum' } })).toThrow(
      'Column referenced by aggregate is undefined: nope',
    );
    expect(attempt({ amount: {} })).toThrow('Operator undefined for aggregator: amount');
    expect(attempt({ amount: { operator: 'explode' } })).toThrow('Invalid numpy function: explode');
    const missing = () =>
      run(sales, [{ operation: 'aggregate', options: { groupby: ['nope'], aggregates: {} } }]);
    expect(missing).toThrow(PostProcessingError);
    expect(missing).toThrow('Referenced columns not available in DataFrame.');
  });
});
