import { describe, expect, it } from 'vitest';
import { getSqlDialect } from './dialects/index.js';
import { isPlainAggregate } from './plainAggregate.js';

const duckdb = getSqlDialect('duckdb');

describe('isPlainAggregate', () => {
  it.each([
    'COUNT(*)',
    'SUM("revenue")',
    'MIN(ds)',
    'max(ds)',
    'AVG(num)',
    'SUM(a) / NULLIF(SUM(b), 0)',
    'SUM(CASE WHEN a > 1 THEN 1 ELSE 0 END)',
    'COUNT(*) FILTER (WHERE a = 1)',
    'ROUND(AVG(x), 2)',
    'COALESCE(SUM(x), 0)',
  ])('%s is plain', (sql) => {
    expect(isPlainAggregate(sql, duckdb)).toBe(true);
  });

  it.each([
    ['COUNT(DISTINCT "user_id")', 'distinct aggregates are slow over grouping sets'],
    ['SUM(x) OVER ()', 'a window spans every grouping set'],
    ['SUM(x) / SUM(SUM(x)) OVER ()', 'nested window'],
    ['region || COUNT(*)', 'a column outside the aggregate'],
    ['GROUPING(a)', 'GROUPING() reads the grouping set'],
    ['MEDIAN(x)', 'not one of the plain aggregates'],
    ['approx_count_distinct(x)', 'an aggregate the grammar sees as a function'],
    ['(SELECT COUNT(*) FROM t)', 'a sub-query'],
    ['1', 'no aggregate at all'],
    ['SUM(', 'does not parse'],
  ])('%s is not plain (%s)', (sql) => {
    expect(isPlainAggregate(sql, duckdb)).toBe(false);
  });
});
