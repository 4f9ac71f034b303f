import { describe, expect, it } from 'vitest';
import { DRILL_TO_DETAIL_ROW_LIMIT, drillToDetailQueryContext } from './drillToDetail';

describe('drill to detail', () => {
  const queryContext = {
    datasource: { id: 1, type: 'table' as const },
    result_type: 'full' as const,
    queries: [
      {
        time_range: 'Last year',
        granularity: 'ds',
        filters: [{ col: 'state', op: 'IN' as const, val: ['CA'] }],
        extras: { where: '(num > 1)' },
        columns: ['gender'],
        metrics: ['count'],
        orderby: [['count', false]] as [string, boolean][],
        post_processing: [{ operation: 'pivot' }],
        row_limit: 10,
      },
    ],
  };

  it("reads raw rows under the chart's filters and the data point's", () => {
    const context = drillToDetailQueryContext(queryContext, [
      { col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' },
      { col: 'name', op: 'IS NULL', val: null, formattedVal: 'N/A' },
    ]);
    expect(context.result_type).toBe('drill_detail');
    expect(context.queries).toEqual([
      {
        time_range: 'Last year',
        granularity: 'ds',
        extras: { where: '(num > 1)' },
        filters: [
          { col: 'state', op: 'IN', val: ['CA'] },
          { col: 'gender', op: '==', val: 'girl' },
          { col: 'name', op: 'IS NULL' },
        ],
        columns: [],
        metrics: [],
        orderby: [],
        post_processing: [],
        row_limit: DRILL_TO_DETAIL_ROW_LIMIT,
      },
    ]);
  });

  it('selects the whole period behind a point of a time axis', () => {
    const context = drillToDetailQueryContext(queryContext, [
      {
        col: 'ds',
        op: '==',
        val: Date.parse('2024-03-01T00:00:00Z'),
        formattedVal: 'March 2024',
        grain: 'P1M',
      },
    ]);
    expect(context.queries[0]!.filters).toContainEqual({
      col: 'ds',
      op: 'TEMPORAL_RANGE',
      val: '2024-03-01T00:00:00 : 2024-04-01T00:00:00',
    });
  });
});
