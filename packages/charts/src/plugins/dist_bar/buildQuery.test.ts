import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { distBarFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown> = {}) =>
  distBarFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'dist_bar',
    metrics: ['sum__num_boys', 'sum__num_girls'],
    groupby: ['state'],
    row_limit: 51,
    granularity_sqla: 'ds',
    ...extra,
  });

describe('categorical bar buildQuery', () => {
  it('groups by the categories and asks for every metric, ordered by the first', () => {
    expect(buildQuery(formData()).queries).toEqual([
      {
        time_range: 'No filter',
        granularity: 'ds',
        filters: [],
        extras: {},
        columns: ['state'],
        metrics: ['sum__num_boys', 'sum__num_girls'],
        orderby: [['sum__num_boys', false]],
        row_limit: 51,
      },
    ]);
  });

  it('adds the breakdown columns once and a sort metric that is not drawn', () => {
    const query = buildQuery(
      formData({
        columns: ['gender', 'state'],
        timeseries_limit_metric: 'count',
        order_desc: false,
      }),
    ).queries[0]!;
    expect(query).toMatchObject({
      columns: ['state', 'gender'],
      metrics: ['sum__num_boys', 'sum__num_girls', 'count'],
      orderby: [['count', true]],
    });
  });

  it('does not ask twice for a sort metric that is drawn', () => {
    const query = buildQuery(formData({ timeseries_limit_metric: 'sum__num_girls' })).queries[0]!;
    expect(query.metrics).toEqual(['sum__num_boys', 'sum__num_girls']);
    expect(query.orderby).toEqual([['sum__num_girls', false]]);
  });
});
