import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { treemapFormDataSchema } from './formData.js';

describe('treemap buildQuery', () => {
  it('groups by the hierarchy with the metric, sorted by it when asked', () => {
    const formData = treemapFormDataSchema.parse({
      datasource: '2__table',
      viz_type: 'treemap_v2',
      groupby: ['region', 'country'],
      metric: 'sum__sales',
      row_limit: 1000,
      sort_by_metric: true,
    });
    expect(buildQuery(formData).queries).toEqual([
      expect.objectContaining({
        columns: ['region', 'country'],
        metrics: ['sum__sales'],
        row_limit: 1000,
        orderby: [['sum__sales', false]],
      }),
    ]);
    expect(buildQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toBeUndefined();
  });
});
