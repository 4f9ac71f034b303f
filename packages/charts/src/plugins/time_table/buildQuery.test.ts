import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { timeTableFormDataSchema } from './formData.js';

const parse = (formData: Record<string, unknown>) =>
  timeTableFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'time_table',
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1Y',
    metrics: ['sum__sales'],
    ...formData,
  });

describe('time-series table buildQuery', () => {
  it('asks for the metrics per time bucket and series, top series only', () => {
    const context = buildQuery(parse({ groupby: ['deal_size'], limit: '5', time_range: 'Last year' }));
    expect(context.queries).toEqual([
      {
        time_range: 'Last year',
        granularity: 'order_date',
        filters: [],
        extras: { time_grain_sqla: 'P1Y' },
        columns: [
          {
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            columnType: 'BASE_AXIS',
            timeGrain: 'P1Y',
            isColumnReference: true,
          },
          'deal_size',
        ],
        metrics: ['sum__sales'],
        orderby: [['sum__sales', false]],
        row_limit: 10000,
        series_columns: ['deal_size'],
        series_limit: 5,
        series_limit_metric: 'sum__sales',
      },
    ]);
  });

  it('orders ascending when asked and sorts series by the chosen metric', () => {
    const query = buildQuery(
      parse({
        groupby: ['deal_size'],
        limit: 3,
        timeseries_limit_metric: 'count',
        order_desc: false,
        row_limit: 50,
      }),
    ).queries[0]!;
    expect(query).toMatchObject({
      orderby: [['sum__sales', true]],
      series_limit: 3,
      series_limit_metric: 'count',
      row_limit: 50,
    });
  });

  it('has no series limit without a groupby', () => {
    const query = buildQuery(parse({ metrics: ['count', 'avg__sales'], limit: 5 })).queries[0]!;
    expect(query.metrics).toEqual(['count', 'avg__sales']);
    expect(query.series_limit).toBeUndefined();
  });

  it('takes the time column and grain a dashboard hands over', () => {
    const query = buildQuery(
      parse({ extra_form_data: { granularity_sqla: 'ship_date', time_grain_sqla: 'P1M' } }),
    ).queries[0]!;
    expect(query.columns![0]).toMatchObject({ sqlExpression: 'ship_date', timeGrain: 'P1M' });
  });

  it("refuses what Superset's legacy chart refuses", () => {
    expect(() => buildQuery(parse({ granularity_sqla: null }))).toThrow(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );
    expect(() => buildQuery(parse({ metrics: [] }))).toThrow('Pick at least one metric');
    expect(() => buildQuery(parse({ metrics: ['count', 'sum__sales'], groupby: ['deal_size'] }))).toThrow(
      "When using 'Group By' you are limited to use a single metric",
    );
  });
});
