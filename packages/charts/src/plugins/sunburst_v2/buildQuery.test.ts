import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { sunburstFormDataSchema } from './formData.js';

const formData = (overrides: Record<string, unknown> = {}) =>
  sunburstFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'sunburst_v2',
    columns: ['product_line', 'deal_size'],
    metric: 'sum__sales',
    ...overrides,
  });

describe('sunburst buildQuery', () => {
  it('groups by the hierarchy with the primary metric', () => {
    expect(buildQuery(formData({ row_limit: 1000 })).queries).toEqual([
      expect.objectContaining({
        columns: ['product_line', 'deal_size'],
        metrics: ['sum__sales'],
        row_limit: 1000,
      }),
    ]);
  });

  it('adds the secondary metric once, and sorts by the primary metric when asked', () => {
    const query = buildQuery(formData({ secondary_metric: 'count', sort_by_metric: true })).queries[0]!;
    expect(query).toMatchObject({ metrics: ['sum__sales', 'count'], orderby: [['sum__sales', false]] });
    expect(buildQuery(formData({ secondary_metric: 'sum__sales' })).queries[0]!.metrics).toEqual([
      'sum__sales',
    ]);
  });
});
