import { FILTER_OPTIONS_COUNT_METRIC } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { filterBoxFormDataSchema } from './formData.js';

const formData = filterBoxFormDataSchema.parse({
  datasource: '4__table',
  viz_type: 'filter_box',
  time_range: 'Last year',
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
  ],
  filter_configs: [
    { column: 'country', metric: 'sum__sales', asc: false },
    { column: 'deal_size' },
    { label: 'still being configured' },
  ],
});

describe('filter box buildQuery', () => {
  it('asks one query per field that names a column', () => {
    const { datasource, queries } = buildQuery(formData);
    expect(datasource).toEqual({ id: 4, type: 'table' });
    expect(queries.map((query) => query.columns)).toEqual([['country'], ['deal_size']]);
  });

  it('orders by the field metric, descending when asc is off, at most 1000 choices', () => {
    expect(buildQuery(formData).queries[0]).toMatchObject({
      metrics: ['sum__sales'],
      orderby: [['sum__sales', false]],
      row_limit: 1000,
    });
  });

  it('counts rows when the field has no metric, ascending by default', () => {
    expect(buildQuery(formData).queries[1]).toMatchObject({
      metrics: [FILTER_OPTIONS_COUNT_METRIC],
      orderby: [[FILTER_OPTIONS_COUNT_METRIC, true]],
      row_limit: 1000,
    });
  });

  it("limits every field's choices by the box's own filters and time range", () => {
    for (const query of buildQuery(formData).queries) {
      expect(query).toMatchObject({
        time_range: 'Last year',
        filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      });
    }
  });
});
