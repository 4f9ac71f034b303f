import { describe, expect, it } from 'vitest';
import { aggregateCalls } from './sharedScanRollup.js';

describe('aggregateCalls', () => {
  it('finds each aggregate call of a metric with its argument', () => {
    const sql = 'SUM(num) * 1.0 / NULLIF(count ( * ), 0) + max("a""b")';
    expect(aggregateCalls(sql)).toEqual([
      { start: 0, end: 8, name: 'SUM', argument: 'num' },
      { start: 24, end: 35, name: 'COUNT', argument: '*' },
      { start: 42, end: 53, name: 'MAX', argument: '"a""b"' },
    ]);
  });

  it('skips names in quotes, qualified functions and functions that only start like an aggregate', () => {
    expect(aggregateCalls(`SUM(x) + my.sum(y) + summary(z) + LENGTH('SUM(w)') + "MIN"`)).toEqual([
      { start: 0, end: 6, name: 'SUM', argument: 'x' },
    ]);
  });

  it('finds nested parentheses inside one call', () => {
    expect(aggregateCalls('SUM(CASE WHEN (a > 1) THEN b ELSE 0 END)')?.[0]?.argument).toBe(
      'CASE WHEN (a > 1) THEN b ELSE 0 END',
    );
  });

  it.each([
    ['a comment', 'SUM(x) -- hidden'],
    ['a block comment', 'SUM(x) /* hidden */'],
    ['DISTINCT', 'COUNT(DISTINCT x)'],
    ['ALL', 'SUM(ALL x)'],
    ['FILTER', 'COUNT(*) FILTER (WHERE x > 1)'],
    ['WITHIN GROUP', 'MIN(x) WITHIN GROUP (ORDER BY y)'],
    ['an unclosed call', 'SUM(x'],
  ])('gives up on %s', (_name, sql) => {
    expect(aggregateCalls(sql)).toBeNull();
  });
});
