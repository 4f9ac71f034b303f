import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { radarFormDataSchema } from './formData.js';

const revenue = {
  expressionType: 'SIMPLE',
  column: { column_name: 'sales' },
  aggregate: 'SUM',
  label: 'Revenue',
};

const formData = (extra: Record<string, unknown> = {}) =>
  radarFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'radar',
    groupby: ['product_line'],
    metrics: [revenue, 'count'],
    ...extra,
  });

describe('radar buildQuery', () => {
  it('asks for one row per group with every metric, largest first metric first', () => {
    expect(buildQuery(formData()).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: {},
        columns: ['product_line'],
        metrics: [revenue, 'count'],
        orderby: [[revenue, false]],
        row_limit: 10,
      },
    ]);
  });

  it('orders by the sort metric in the chosen direction', () => {
    const query = buildQuery(
      formData({ timeseries_limit_metric: 'avg__sales', order_desc: false, row_limit: 4 }),
    ).queries[0]!;
    expect(query).toMatchObject({
      orderby: [['avg__sales', true]],
      row_limit: 4,
      metrics: [revenue, 'count'],
    });
  });
});
