import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { mixedTimeseriesFormDataSchema } from './formData.js';

const shipped = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'status',
  operator: '==',
  comparator: 'Shipped',
};
const formData = (extra: Record<string, unknown> = {}) =>
  mixedTimeseriesFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metrics: ['sum__sales'],
    groupby: ['region'],
    metrics_b: ['count'],
    adhoc_filters_b: [shipped],
    rolling_type_b: 'cumsum',
    row_limit_b: 500,
    annotation_layers: [{ name: 'Deploys', annotationType: 'EVENT', sourceType: 'table', value: 4 }],
    ...extra,
  });

describe('mixed chart buildQuery', () => {
  it('builds Query A from the plain keys and Query B from the _b keys', () => {
    const { queries } = buildQuery(formData());
    expect(queries).toHaveLength(2);
    const [a, b] = queries;
    expect(a).toMatchObject({
      metrics: ['sum__sales'],
      series_columns: ['region'],
      filters: [],
      row_limit: 10000,
      annotation_layers: [{ name: 'Deploys' }],
    });
    expect(a!.post_processing!.map((op) => op.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(b).toMatchObject({
      metrics: ['count'],
      series_columns: [],
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      orderby: [['count', false]],
      row_limit: 500,
    });
    expect(b!.annotation_layers).toBeUndefined();
    expect(b!.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: [],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
      { operation: 'flatten' },
    ]);
    expect(b!.columns).toEqual([a!.columns![0]]);
  });

  it("applies a dashboard's filters to both queries", () => {
    const { queries } = buildQuery(
      formData({ extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] } }),
    );
    for (const query of queries)
      expect(query.filters).toContainEqual({ col: 'region', op: 'IN', val: ['EMEA'], isExtra: true });
  });

  it('leaves Query B out until it has metrics', () => {
    expect(buildQuery(formData({ metrics_b: [] })).queries).toHaveLength(1);
  });
});
