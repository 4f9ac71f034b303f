import { describe, expect, it } from 'vitest';
import { resolveTimeRange, type QueryObject } from '@sightline/core';
import { AnnotationOverrideError, applyAnnotationOverrides } from './annotationOverrides.js';

const now = new Date('2024-03-15T10:00:00Z');

/** The annotation chart's saved query: legacy granularity form with its own range and grain. */
const legacy = {
  granularity_sqla: 'created',
  is_timeseries: true,
  time_range: 'Last week',
  extras: { time_grain_sqla: 'P1D', where: 'x > 1' },
  metrics: ['count'],
  annotation_layers: [{ name: 'nested', annotationType: 'EVENT', sourceType: 'table', value: 9 }],
};

/** The current chart's query: x-axis form. */
const parent: QueryObject = {
  columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1W' }],
  filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
};

describe('applyAnnotationOverrides', () => {
  it('leaves the saved query as it is without overrides, except its own annotation layers', () => {
    const [query] = applyAnnotationOverrides([legacy], {}, parent, now);
    expect(query).toEqual({ ...legacy, annotation_layers: [] });
  });

  it('takes null overrides from the current chart: range, time column and grain', () => {
    const [query] = applyAnnotationOverrides(
      [legacy],
      { time_range: null, granularity_sqla: null, time_grain_sqla: null },
      parent,
      now,
    );
    expect(query).toMatchObject({
      granularity: 'ds',
      time_range: '2024-01-01 : 2024-02-01',
      extras: { time_grain_sqla: 'P1W', where: 'x > 1' },
    });
    expect(query).not.toHaveProperty('granularity_sqla');
  });

  it('rewrites TEMPORAL_RANGE filters and x-axis grains of x-axis queries', () => {
    const [query] = applyAnnotationOverrides(
      [{ ...parent, filters: [...parent.filters!, { col: 'region', op: '==', val: 'east' }] }],
      { time_range: 'Last month', granularity_sqla: 'created', time_grain_sqla: 'P1M' },
      {},
      now,
    );
    expect(query!['filters']).toEqual([
      { col: 'created', op: 'TEMPORAL_RANGE', val: 'Last month' },
      { col: 'region', op: '==', val: 'east' },
    ]);
    expect(query!['columns']).toEqual([
      { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
    ]);
  });

  it('clears time_range when since or until is overridden, null sides from the current chart', () => {
    const since = applyAnnotationOverrides([legacy], { since: '2024-01-09' }, parent, now)[0];
    expect(since!['time_range']).toBe('2024-01-09 : ');
    const both = applyAnnotationOverrides([legacy], { since: null, until: '2024-01-20' }, parent, now)[0];
    expect(both!['time_range']).toBe('2024-01-01T00:00:00 : 2024-01-20');
    // time_range next to since/until is ignored: since/until win.
    const mixed = applyAnnotationOverrides(
      [legacy],
      { time_range: 'Last year', until: null },
      parent,
      now,
    )[0];
    expect(mixed!['time_range']).toBe(' : 2024-02-01T00:00:00');
    // Open sides are what the time-range grammar reads as unbounded.
    expect(resolveTimeRange(mixed!['time_range'] as string, { now })).toEqual({
      since: null,
      until: new Date('2024-02-01T00:00:00Z'),
    });
  });

  it('rejects override values that are not strings', () => {
    expect(() => applyAnnotationOverrides([legacy], { time_grain_sqla: 7 }, parent, now)).toThrow(
      new AnnotationOverrideError('the override time_grain_sqla must be a string'),
    );
  });
});
