import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { gaugeFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown> = {}) =>
  gaugeFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'gauge_chart',
    metric: 'avg__latency_ms',
    ...extra,
  });

describe('gauge buildQuery', () => {
  it('asks for the metric over the whole filtered data when not grouped', () => {
    expect(buildQuery(formData()).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: {},
        columns: [],
        metrics: ['avg__latency_ms'],
        row_limit: 10,
        orderby: [['avg__latency_ms', false]],
      },
    ]);
  });

  it('asks for one row per group, one pointer each', () => {
    const query = buildQuery(formData({ groupby: ['device'], sort_by_metric: false, row_limit: '5' }))
      .queries[0]!;
    expect(query).toMatchObject({ columns: ['device'], metrics: ['avg__latency_ms'], row_limit: 5 });
    expect(query.orderby).toBeUndefined();
  });
});
