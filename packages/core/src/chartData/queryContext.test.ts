import { describe, expect, it } from 'vitest';
import { queryContextSchema, queryObjectSchema } from './queryContext.js';
import { normalizeQueryObject } from './normalizeQueryObject.js';
import { getColumnLabel, getMetricLabel } from './labels.js';

/** A query context as Superset's explore client sends it for a time-series line chart. */
const lineChartContext = {
  datasource: { id: 3, type: 'table' },
  force: false,
  queries: [
    {
      filters: [
        { col: 'gender', op: 'IN', val: ['boy'] },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
      ],
      extras: { having: '', where: '', time_grain_sqla: 'P1D' },
      applied_time_extras: {},
      columns: [
        {
          timeGrain: 'P1D',
          columnType: 'BASE_AXIS',
          sqlExpression: 'ds',
          label: 'ds',
          expressionType: 'SQL',
        },
        'state',
      ],
      metrics: [
        {
          expressionType: 'SIMPLE',
          column: { column_name: 'num', type: 'BIGINT', id: 7, filterable: true },
          aggregate: 'SUM',
          label: 'SUM(num)',
          hasCustomLabel: false,
          optionName: 'metric_abc',
        },
        'count',
      ],
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'x' }, false]],
      annotation_layers: [],
      row_limit: 10000,
      series_columns: ['state'],
      series_limit: 5,
      series_limit_metric: 'count',
      order_desc: true,
      url_params: { slice_id: '12' },
      custom_params: {},
      custom_form_data: {},
      time_offsets: ['1 year ago'],
      post_processing: [{ operation: 'pivot', options: { index: ['ds'] } }, null],
    },
  ],
  form_data: { viz_type: 'echarts_timeseries_line', slice_id: 12 },
  result_format: 'json',
  result_type: 'full',
};

describe('queryContextSchema', () => {
  it('accepts what Superset clients send, keeping unknown keys', () => {
    const parsed = queryContextSchema.parse(lineChartContext);
    const query = parsed.queries[0]!;
    expect(query.custom_params).toEqual({});
    expect(query.post_processing).toEqual([{ operation: 'pivot', options: { index: ['ds'] } }]);
    expect(parsed.datasource).toEqual({ id: 3, type: 'table' });
  });

  it('gives readable messages for wrong types', () => {
    const result = queryContextSchema.safeParse({
      datasource: { id: 1, type: 'table' },
      queries: [{ row_limit: 'many', filters: [{ col: 'a', op: 'EQUALS', val: 1 }] }],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('queries.0.row_limit: row_limit must be a number');
    expect(
      messages.some((m) => m.startsWith('queries.0.filters.0.op: Filter operator must be one of ==')),
    ).toBe(true);
  });

  it('requires a datasource and queries', () => {
    expect(queryContextSchema.safeParse({ queries: [] }).success).toBe(false);
    expect(queryContextSchema.safeParse({ datasource: { id: 1 } }).success).toBe(false);
  });

  it('rejects unknown time grains and aggregates', () => {
    expect(queryObjectSchema.safeParse({ extras: { time_grain_sqla: 'P2D' } }).success).toBe(false);
    expect(
      queryObjectSchema.safeParse({
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: { column_name: 'x' } }],
      }).success,
    ).toBe(false);
  });
});

describe('normalizeQueryObject', () => {
  it('resolves the deprecated aliases', () => {
    const query = queryObjectSchema.parse({
      groupby: ['state'],
      timeseries_limit: 3,
      timeseries_limit_metric: 'count',
      granularity_sqla: 'ds',
      where: 'num > 1',
    });
    const normalized = normalizeQueryObject(query);
    expect(normalized.columns).toEqual(['state']);
    expect(normalized.seriesLimit).toBe(3);
    expect(normalized.seriesLimitMetric).toBe('count');
    expect(normalized.granularity).toBe('ds');
    expect(normalized.extras.where).toBe('num > 1');
  });
});

describe('labels', () => {
  it('names metrics and columns as Superset does', () => {
    expect(getMetricLabel('count')).toBe('count');
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } }),
    ).toBe('SUM(num)');
    expect(
      getMetricLabel({
        expressionType: 'SIMPLE',
        aggregate: 'COUNT_DISTINCT',
        column: { column_name: 'name' },
      }),
    ).toBe('COUNT_DISTINCT(name)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'MAX(num)' })).toBe('MAX(num)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'top' })).toBe('top');
    expect(getColumnLabel({ sqlExpression: 'upper(name)' })).toBe('upper(name)');
    expect(getColumnLabel({ sqlExpression: 'upper(name)', label: 'NAME' })).toBe('NAME');
  });
});
