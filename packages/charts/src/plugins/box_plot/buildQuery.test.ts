import { describe, expect, it } from 'vitest';
import { boxplotOperation, buildQuery } from './buildQuery.js';
import { boxPlotFormDataSchema } from './formData.js';

const formData = (overrides: Record<string, unknown> = {}) =>
  boxPlotFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'box_plot',
    columns: ['customer'],
    groupby: ['product_line'],
    metrics: ['sum__sales'],
    ...overrides,
  });

describe('box plot buildQuery', () => {
  it('aggregates per distribute-across × series group and summarizes with the boxplot operation', () => {
    const context = buildQuery(formData({ row_limit: 10000 }));
    expect(context.queries).toEqual([
      expect.objectContaining({
        columns: ['customer', 'product_line'],
        series_columns: ['product_line'],
        metrics: ['sum__sales'],
        row_limit: 10000,
        post_processing: [
          {
            operation: 'boxplot',
            options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['sum__sales'] },
          },
        ],
      }),
    ]);
  });

  it('passes the series limit and its metric', () => {
    const context = buildQuery(formData({ series_limit: 5, series_limit_metric: 'count' }));
    expect(context.queries[0]).toMatchObject({ series_limit: 5, series_limit_metric: 'count' });
    expect(context.queries[0]!.row_limit).toBeUndefined();
  });

  it('maps each whisker option to the operation, as Superset does', () => {
    const options = (whiskerOptions: string) => boxplotOperation(formData({ whiskerOptions })).options;
    expect(options('Min/max (no outliers)')).toMatchObject({ whisker_type: 'min/max' });
    expect(options('2/98 percentiles')).toMatchObject({ whisker_type: 'percentile', percentiles: [2, 98] });
    expect(options('9/91 percentiles')).toMatchObject({ whisker_type: 'percentile', percentiles: [9, 91] });
    expect(() => options('IQR')).toThrow('Unsupported whisker type: IQR');
    const adhoc = { expressionType: 'SQL', sqlExpression: 'AVG(sales)', label: 'average sale' };
    expect(boxplotOperation(formData({ metrics: [adhoc] })).options).toMatchObject({
      metrics: ['average sale'],
    });
  });
});
