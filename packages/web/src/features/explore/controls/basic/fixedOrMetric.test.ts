import { describe, expect, it } from 'vitest';
import { fixedOrMetricLabel, readFixedOrMetric, simpleMetric } from './fixedOrMetric';

describe('readFixedOrMetric', () => {
  it("defaults to {type: 'fix', value: 5}", () => {
    expect(readFixedOrMetric(undefined)).toEqual({ type: 'fix', fixedValue: 5, metric: null });
    expect(readFixedOrMetric('junk', undefined)).toEqual({ type: 'fix', fixedValue: 5, metric: null });
  });

  it("offers '100' as the fixed value when the value is a metric or an empty fixed value", () => {
    expect(readFixedOrMetric({ type: 'metric', value: 'count' })).toEqual({
      type: 'metric',
      fixedValue: '100',
      metric: 'count',
    });
    expect(readFixedOrMetric({ type: 'fix', value: null }).fixedValue).toBe('100');
    expect(readFixedOrMetric({ type: 'fix', value: 12 }).fixedValue).toBe(12);
  });

  it("uses the control's default when the value is missing", () => {
    expect(readFixedOrMetric(undefined, { type: 'fix', value: 7 }).fixedValue).toBe(7);
  });
});

describe('simpleMetric and fixedOrMetricLabel', () => {
  it('builds a column aggregate labelled like SUM(num)', () => {
    expect(simpleMetric('num', 'SUM', 'BIGINT')).toEqual({
      expressionType: 'SIMPLE',
      column: { column_name: 'num', type: 'BIGINT' },
      aggregate: 'SUM',
      hasCustomLabel: false,
      label: 'SUM(num)',
    });
  });

  it('summarises the value', () => {
    expect(fixedOrMetricLabel(readFixedOrMetric({ type: 'fix', value: 5 }), '-')).toBe('5');
    expect(
      fixedOrMetricLabel(readFixedOrMetric({ type: 'metric', value: simpleMetric('a', 'MAX') }), '-'),
    ).toBe('MAX(a)');
    expect(fixedOrMetricLabel({ type: 'metric', fixedValue: '100', metric: null }, '-')).toBe('-');
  });
});
