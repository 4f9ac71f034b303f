import { describe, expect, it } from 'vitest';
import { isMetricValid } from './adhocMetric.js';

describe('ad-hoc metric validity', () => {
  it('needs column and aggregate for SIMPLE metrics', () => {
    expect(
      isMetricValid({ expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' }),
    ).toBe(true);
    expect(isMetricValid({ expressionType: 'SIMPLE', column: { column_name: 'num' } })).toBe(false);
    expect(isMetricValid({ expressionType: 'SIMPLE', aggregate: 'SUM' })).toBe(false);
  });

  it('needs sqlExpression for SQL metrics', () => {
    expect(isMetricValid({ expressionType: 'SQL', sqlExpression: 'SUM(num)' })).toBe(true);
    expect(isMetricValid({ expressionType: 'SQL', sqlExpression: ' ' })).toBe(false);
  });

  it('accepts saved metric names and rejects nothing', () => {
    expect(isMetricValid('count')).toBe(true);
    expect(isMetricValid(null)).toBe(false);
  });
});
