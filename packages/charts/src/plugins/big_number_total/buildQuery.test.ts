import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { bigNumberTotalFormDataSchema } from './formData.js';

const formData = bigNumberTotalFormDataSchema.parse({
  datasource: '7__table',
  viz_type: 'big_number_total',
  metric: 'sum__sales',
  time_range: 'Last year',
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: 'IN', comparator: ['EMEA'] },
  ],
});

describe('big number buildQuery', () => {
  it('asks for the one metric over the filtered data', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      metrics: ['sum__sales'],
      time_range: 'Last year',
      filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
      row_limit: 1,
    });
    expect(context.queries[0]!.columns).toBeUndefined();
  });

  it('applies the filters a dashboard hands over', () => {
    const context = buildQuery({
      ...formData,
      extra_form_data: { filters: [{ col: 'channel', op: '==', val: 'web' }], time_range: 'Last week' },
    });
    expect(context.queries[0]).toMatchObject({
      time_range: 'Last week',
      filters: [
        { col: 'region', op: 'IN', val: ['EMEA'] },
        { col: 'channel', op: '==', val: 'web', isExtra: true },
      ],
    });
  });
});
