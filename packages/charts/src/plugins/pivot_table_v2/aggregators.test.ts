import { describe, expect, it } from 'vitest';
import { aggregate, AGGREGATE_FUNCTIONS, fractionOf, naturalCompare } from './aggregators.js';

const values = [4, '2', null, 10, 4, 'x'];

describe('pivot aggregate functions', () => {
  it("offer Superset's choices", () => {
    expect(AGGREGATE_FUNCTIONS).toHaveLength(18);
    expect(AGGREGATE_FUNCTIONS.slice(0, 4)).toEqual([
      'Count',
      'Count Unique Values',
      'List Unique Values',
      'Sum',
    ]);
  });

  it('count, count unique and list unique skip missing values', () => {
    expect(aggregate('Count', values)).toBe(5);
    expect(aggregate('Count Unique Values', values)).toBe(4);
    expect(aggregate('List Unique Values', values)).toBe('4, 2, 10, x');
    expect(aggregate('List Unique Values', [null])).toBeNull();
  });

  it('numeric aggregates read numeric text and ignore other text', () => {
    expect(aggregate('Sum', values)).toBe(20);
    expect(aggregate('Average', values)).toBe(5);
    expect(aggregate('Median', values)).toBe(4);
    expect(aggregate('Median', [1, 2, 3, 10])).toBe(2.5);
    expect(aggregate('Minimum', values)).toBe(2);
    expect(aggregate('Maximum', values)).toBe(10);
    expect(aggregate('Sample Variance', [2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(4.571428, 5);
    expect(aggregate('Sample Standard Deviation', [2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13809, 5);
    expect(aggregate('Sample Variance', [3])).toBeNull();
    expect(aggregate('Sum', [null, 'x'])).toBeNull();
  });

  it('first and last are the ends of the natural order, as in Superset', () => {
    expect(aggregate('First', [10, 2, 33])).toBe(2);
    expect(aggregate('Last', [10, 2, 33])).toBe(33);
    expect(aggregate('First', ['b', 'a10', 'a9'])).toBe('a9');
    expect(aggregate('Last', [])).toBeNull();
  });

  it('handles many values without a stack overflow', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => i);
    expect(aggregate('Maximum', many)).toBe(199_999);
    expect(aggregate('Minimum', many)).toBe(0);
  });

  it('names fractions by their base and total', () => {
    expect(fractionOf('Sum as Fraction of Rows')).toEqual({ base: 'Sum', of: 'row' });
    expect(fractionOf('Count as Fraction of Columns')).toEqual({ base: 'Count', of: 'col' });
    expect(fractionOf('Count as Fraction of Total')).toEqual({ base: 'Count', of: 'total' });
    expect(fractionOf('Sum')).toBeNull();
  });

  it('sorts naturally: numbers first, then text with numbers in order, missing last', () => {
    expect(['b', 10, null, 'a10', 9, 'a9'].sort(naturalCompare)).toEqual([9, 10, 'a9', 'a10', 'b', null]);
  });
});
