import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { pieFormDataSchema } from './formData.js';

const formData = (extra: Record<string, unknown> = {}) =>
  pieFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'pie',
    groupby: ['region'],
    metric: 'sum__sales',
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
    ],
    ...extra,
  });

describe('pie buildQuery', () => {
  it('asks for one row per group with the metric, largest first', () => {
    const context = buildQuery(formData());
    expect(context.datasource).toEqual({ id: 2, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toEqual({
      time_range: 'No filter',
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      extras: {},
      columns: ['region'],
      metrics: ['sum__sales'],
      row_limit: 100,
      orderby: [['sum__sales', false]],
    });
  });

  it('keeps the database order when not sorting by the metric, and reads a saved text row limit', () => {
    const query = buildQuery(formData({ sort_by_metric: false, row_limit: '10' })).queries[0]!;
    expect(query.orderby).toBeUndefined();
    expect(query.row_limit).toBe(10);
  });

  it('sorts by an ad-hoc metric and groups by several columns', () => {
    const metric = {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'quantity' },
      label: 'Units',
    };
    const query = buildQuery(formData({ metric, groupby: ['region', 'deal_size'] })).queries[0]!;
    expect(query).toMatchObject({
      columns: ['region', 'deal_size'],
      metrics: [metric],
      orderby: [[metric, false]],
    });
  });

  it('applies a dashboard cross-filter', () => {
    const query = buildQuery(
      formData({ extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] } }),
    ).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'status', op: '==', val: 'Shipped' },
      { col: 'country', op: 'IN', val: ['France'], isExtra: true },
    ]);
  });
});
