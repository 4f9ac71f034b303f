import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { heatmapFormDataSchema } from './formData.js';

const formData = (overrides: Record<string, unknown> = {}) =>
  heatmapFormDataSchema.parse({
    datasource: '3__table',
    viz_type: 'heatmap_v2',
    x_axis: 'hour_of_day',
    groupby: 'day_of_week',
    metric: 'count',
    ...overrides,
  });

describe('heatmap buildQuery', () => {
  it('groups by the x-axis (a BASE_AXIS column) and the y-axis, sorting both categories in SQL', () => {
    const context = buildQuery(formData({ row_limit: 500 }));
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: [
        {
          sqlExpression: 'hour_of_day',
          label: 'hour_of_day',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
          isColumnReference: true,
        },
        'day_of_week',
      ],
      metrics: ['count'],
      orderby: [
        ['hour_of_day', true],
        ['day_of_week', true],
      ],
      row_limit: 500,
      time_range: 'No filter',
    });
    expect(context.queries[0]!.post_processing).toBeUndefined();
  });

  it('truncates a temporal x-axis to the time grain', () => {
    const context = buildQuery(formData({ x_axis: 'event_time', time_grain_sqla: 'P1M' }));
    expect(context.queries[0]!.columns![0]).toMatchObject({ sqlExpression: 'event_time', timeGrain: 'P1M' });
    expect(context.queries[0]!.extras).toMatchObject({ time_grain_sqla: 'P1M' });
  });

  it('leaves metric sorts to the browser, so the row limit keeps whole categories', () => {
    const context = buildQuery(formData({ sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' }));
    expect(context.queries[0]!.orderby).toEqual([['day_of_week', false]]);
  });

  it('accepts the y-axis saved as a one-item list and applies filters', () => {
    const context = buildQuery(
      formData({
        groupby: ['day_of_week'],
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'device',
            operator: '==',
            comparator: 'mobile',
          },
        ],
      }),
    );
    expect(context.queries[0]).toMatchObject({
      columns: [expect.objectContaining({ label: 'hour_of_day' }), 'day_of_week'],
      filters: [{ col: 'device', op: '==', val: 'mobile' }],
    });
  });
});
