import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { tableFormDataSchema } from './formData.js';

const parse = (formData: Record<string, unknown>) =>
  tableFormDataSchema.parse({ datasource: '2__table', viz_type: 'table', ...formData });

const aggregate = parse({
  query_mode: 'aggregate',
  groupby: ['product_line', 'deal_size'],
  metrics: ['sum__sales', 'count'],
  percent_metrics: ['sum__sales'],
  timeseries_limit_metric: 'sum__sales',
  order_desc: true,
  row_limit: 5,
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
  ],
});

describe('table buildQuery: aggregate mode', () => {
  it('groups by the dimensions, orders by the sort metric and adds the percent contribution', () => {
    const context = buildQuery(aggregate);
    expect(context.datasource).toEqual({ id: 2, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toEqual({
      time_range: 'No filter',
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      extras: {},
      columns: ['product_line', 'deal_size'],
      metrics: ['sum__sales', 'count'],
      orderby: [['sum__sales', false]],
      post_processing: [
        { operation: 'contribution', options: { columns: ['sum__sales'], rename_columns: ['%sum__sales'] } },
      ],
      row_limit: 5,
    });
  });

  it('sorts ascending when order_desc is off, and by the first metric descending without a sort metric', () => {
    expect(buildQuery({ ...aggregate, order_desc: false }).queries[0]!.orderby).toEqual([
      ['sum__sales', true],
    ]);
    const unsorted = { ...aggregate, timeseries_limit_metric: null, order_desc: false, metrics: ['count'] };
    expect(buildQuery(unsorted).queries[0]!.orderby).toEqual([['count', false]]);
  });

  it('adds percent-only metrics to the query and labels ad-hoc ones', () => {
    const adhoc = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'SUM' as const,
      column: { column_name: 'quantity' },
      label: 'Units',
    };
    const query = buildQuery({ ...aggregate, metrics: ['count'], percent_metrics: [adhoc] }).queries[0]!;
    expect(query.metrics).toEqual(['count', adhoc]);
    expect(query.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['Units'], rename_columns: ['%Units'] } },
    ]);
  });

  it('asks for totals with a query without groupby, limit or order', () => {
    const context = buildQuery({ ...aggregate, show_totals: true });
    expect(context.queries).toHaveLength(2);
    expect(context.queries[1]).toEqual({
      time_range: 'No filter',
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      extras: {},
      columns: [],
      metrics: ['sum__sales', 'count'],
      post_processing: [],
      row_limit: 0,
      row_offset: 0,
    });
  });

  it('truncates temporal dimensions to the time grain', () => {
    const query = buildQuery({
      ...aggregate,
      groupby: ['order_date', 'deal_size'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { order_date: true },
    }).queries[0]!;
    expect(query.columns).toEqual([
      {
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
        isColumnReference: true,
      },
      'deal_size',
    ]);
    expect(query.extras).toEqual({ time_grain_sqla: 'P1M' });
  });

  it('applies dashboard filters', () => {
    const query = buildQuery({
      ...aggregate,
      extra_form_data: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] },
    }).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'status', op: '==', val: 'Shipped' },
      { col: 'deal_size', op: 'IN', val: ['Large'], isExtra: true },
    ]);
  });
});

describe('table buildQuery: raw mode', () => {
  const raw = parse({
    all_columns: ['order_date', 'customer', 'status', 'sales'],
    order_by_cols: ['["sales", false]', '["customer", true]', 'not json', '["x"]'],
    row_limit: 250,
    metrics: ['count'],
    groupby: ['status'],
  });

  it('is inferred from the raw columns and selects them without metrics', () => {
    expect(raw.query_mode).toBe('raw');
    expect(buildQuery(raw).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: {},
        columns: ['order_date', 'customer', 'status', 'sales'],
        orderby: [
          ['sales', false],
          ['customer', true],
        ],
        post_processing: [],
        row_limit: 250,
      },
    ]);
  });

  it('never adds totals', () => {
    expect(buildQuery({ ...raw, show_totals: true }).queries).toHaveLength(1);
  });
});

describe('table buildQuery: server pagination', () => {
  const paged = parse({
    all_columns: ['order_date', 'customer', 'status', 'sales'],
    order_by_cols: ['["sales", false]'],
    server_pagination: true,
    server_page_length: 3,
    row_limit: 10000,
  });

  it('reads the page from ownState and follows with a row-count query', () => {
    const context = buildQuery(paged, { ownState: { currentPage: 2, pageSize: 3 } });
    expect(context.queries).toHaveLength(2);
    expect(context.queries[0]).toMatchObject({ row_limit: 3, row_offset: 6, orderby: [['sales', false]] });
    expect(context.queries[1]).toMatchObject({
      columns: ['order_date', 'customer', 'status', 'sales'],
      row_limit: 0,
      row_offset: 0,
      post_processing: [],
      is_rowcount: true,
    });
  });

  it('starts on the first page with the configured page length', () => {
    expect(buildQuery(paged).queries[0]).toMatchObject({ row_limit: 3, row_offset: 0 });
    expect(buildQuery(paged, { ownState: { currentPage: -1, pageSize: 'x' } }).queries[0]).toMatchObject({
      row_limit: 3,
      row_offset: 0,
    });
  });

  it('searches on the server with ILIKE on the chosen column', () => {
    const ownState = { currentPage: 0, pageSize: 3, searchText: ' red ', searchColumn: 'customer' };
    const [page, count] = buildQuery(paged, { ownState }).queries;
    expect(page!.filters).toEqual([{ col: 'customer', op: 'ILIKE', val: '%red%' }]);
    expect(count!.filters).toEqual([{ col: 'customer', op: 'ILIKE', val: '%red%' }]);
    const unknownColumn = { ...ownState, searchColumn: 'nope' };
    expect(buildQuery(paged, { ownState: unknownColumn }).queries[0]!.filters).toEqual([]);
  });

  it('puts the totals query after the row count', () => {
    const agg = { ...aggregate, server_pagination: true, server_page_length: 10, show_totals: true };
    const queries = buildQuery(agg).queries;
    expect(queries.map((query) => [query.is_rowcount ?? false, query.columns])).toEqual([
      [false, ['product_line', 'deal_size']],
      [true, ['product_line', 'deal_size']],
      [false, []],
    ]);
  });
});
