import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { pivotTableFormDataSchema } from './formData.js';

const formData = pivotTableFormDataSchema.parse({
  datasource: '2__table',
  viz_type: 'pivot_table_v2',
  groupbyRows: ['region', 'product_line'],
  groupbyColumns: ['deal_size', 'region'],
  metrics: ['sum__sales', 'count'],
  row_limit: '500',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'region',
      operator: 'IN',
      comparator: ['APAC', 'EMEA'],
    },
  ],
});

describe('pivot table buildQuery', () => {
  it('asks for columns then rows (deduplicated) with every metric, sorted by the first metric', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 2, type: 'table' });
    expect(context.queries).toEqual([
      {
        time_range: 'No filter',
        filters: [{ col: 'region', op: 'IN', val: ['APAC', 'EMEA'] }],
        extras: {},
        columns: ['deal_size', 'region', 'product_line'],
        metrics: ['sum__sales', 'count'],
        orderby: [['sum__sales', false]],
        row_limit: 500,
      },
    ]);
  });

  it('sorts by the chosen metric and direction', () => {
    const query = buildQuery({ ...formData, series_limit_metric: 'count', order_desc: false }).queries[0]!;
    expect(query.orderby).toEqual([['count', true]]);
  });

  it('truncates temporal dimensions to the time grain', () => {
    const query = buildQuery({
      ...formData,
      groupbyRows: ['order_date'],
      groupbyColumns: [],
      time_grain_sqla: 'P1Y',
      temporal_columns_lookup: { order_date: true },
    }).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1Y',
        isColumnReference: true,
      },
    ]);
  });

  it('requires a metric', () => {
    expect(
      pivotTableFormDataSchema.safeParse({ datasource: '1__table', viz_type: 'pivot_table_v2', metrics: [] })
        .success,
    ).toBe(false);
  });
});
