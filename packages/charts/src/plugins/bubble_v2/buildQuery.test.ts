import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { bubbleFormDataSchema } from './formData.js';

const formData = (overrides: Record<string, unknown> = {}) =>
  bubbleFormDataSchema.parse({
    datasource: '4__table',
    viz_type: 'bubble_v2',
    entity: 'country_name',
    series: 'region',
    x: 'avg__gdp_per_capita',
    y: 'avg__life_expectancy',
    size: 'sum__population',
    ...overrides,
  });

describe('bubble buildQuery', () => {
  it('groups by entity and series with the x, y and size metrics', () => {
    expect(buildQuery(formData({ row_limit: 1000 })).queries).toEqual([
      expect.objectContaining({
        columns: ['country_name', 'region'],
        metrics: ['avg__gdp_per_capita', 'avg__life_expectancy', 'sum__population'],
        row_limit: 1000,
      }),
    ]);
  });

  it('asks for a metric used twice once, and orders by the sort metric', () => {
    const query = buildQuery(
      formData({ series: null, size: 'avg__gdp_per_capita', orderby: 'sum__population', order_desc: false }),
    ).queries[0]!;
    expect(query).toMatchObject({
      columns: ['country_name'],
      metrics: ['avg__gdp_per_capita', 'avg__life_expectancy'],
      orderby: [['sum__population', true]],
    });
  });
});
