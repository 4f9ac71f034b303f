import { describe, expect, it } from 'vitest';
import { buildQueryContext, buildQueryObject, xAxisColumn } from './buildQueryObject.js';
import { baseFormDataSchema } from './formData.js';

const formData = (fields: Record<string, unknown> = {}) =>
  baseFormDataSchema.parse({ datasource: '3__table', viz_type: 'table', ...fields });

describe('buildQueryObject', () => {
  it('starts from the time range, grain and filters of the form data', () => {
    const query = buildQueryObject(
      formData({
        time_range: 'Last week',
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1M',
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'] },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' },
          { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 100' },
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: '==', comparator: null },
        ],
      }),
    );
    expect(query).toEqual({
      time_range: 'Last week',
      granularity: 'ds',
      filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
      extras: { where: '(num > 10)', having: '(SUM(num) > 100)', time_grain_sqla: 'P1M' },
    });
  });

  it('lets a dashboard override the time range and grain and add filters', () => {
    const query = buildQueryObject(
      formData({
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
        extra_form_data: {
          time_range: 'Last year',
          time_grain_sqla: 'P1Y',
          filters: [{ col: 'gender', op: '==', val: 'boy' }],
        },
      }),
    );
    expect(query.time_range).toBe('Last year');
    expect(query.extras).toEqual({ time_grain_sqla: 'P1Y' });
    expect(query.filters).toEqual([{ col: 'gender', op: '==', val: 'boy', isExtra: true }]);
  });

  it('defaults to No filter', () => {
    expect(buildQueryObject(formData()).time_range).toBe('No filter');
  });
});

describe('xAxisColumn', () => {
  it('is a BASE_AXIS column reference with the grain', () => {
    expect(xAxisColumn('ds', 'P1W')).toEqual({
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1W',
      isColumnReference: true,
    });
    expect(xAxisColumn('state', null)).not.toHaveProperty('timeGrain');
  });

  it("keeps an ad-hoc column's expression", () => {
    expect(xAxisColumn({ sqlExpression: 'date(ts)', label: 'day', expressionType: 'SQL' }, 'P1D')).toEqual({
      sqlExpression: 'date(ts)',
      label: 'day',
      expressionType: 'SQL',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1D',
    });
  });
});

describe('buildQueryContext', () => {
  it('wraps the queries with the datasource, form data and result settings', () => {
    const context = buildQueryContext(formData({ cache_timeout: 300 }), (base) => [
      { ...base, metrics: ['count'] },
    ]);
    expect(context).toMatchObject({
      datasource: { id: 3, type: 'table' },
      force: false,
      result_format: 'json',
      result_type: 'full',
      custom_cache_timeout: 300,
      queries: [{ metrics: ['count'], time_range: 'No filter' }],
    });
    expect(context.form_data).toMatchObject({ viz_type: 'table' });
  });
});
