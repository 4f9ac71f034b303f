import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { funnelFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown> = {}) =>
  funnelFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'funnel',
    groupby: ['event_type'],
    metric: 'count',
    time_range: '2025-01-01 : 2026-01-01',
    ...extra,
  });

describe('funnel buildQuery', () => {
  it('asks for the steps with their metric, widest first, ten at most', () => {
    expect(buildQuery(formData()).queries).toEqual([
      {
        time_range: '2025-01-01 : 2026-01-01',
        filters: [],
        extras: {},
        columns: ['event_type'],
        metrics: ['count'],
        row_limit: 10,
        orderby: [['count', false]],
      },
    ]);
  });

  it('keeps the order of the data when not sorting by the metric', () => {
    const query = buildQuery(formData({ sort_by_metric: false, row_limit: 50 })).queries[0]!;
    expect(query.orderby).toBeUndefined();
    expect(query.row_limit).toBe(50);
  });
});
