import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { worldMapFormDataSchema } from './formData.js';

const formData = worldMapFormDataSchema.parse({
  datasource: '4__table',
  viz_type: 'world_map',
  entity: 'country_code',
  country_fieldtype: 'cca3',
  metric: 'sum__population',
  secondary_metric: 'avg__gdp_per_capita',
  row_limit: 10000,
  adhoc_filters: [
    { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'year', operator: '==', comparator: 2025 },
  ],
});

describe('world map buildQuery', () => {
  it('groups by the country column with the metric and the bubble metric', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 4, type: 'table' });
    expect(context.queries).toEqual([
      {
        time_range: 'No filter',
        filters: [{ col: 'year', op: '==', val: 2025 }],
        extras: {},
        columns: ['country_code'],
        metrics: ['sum__population', 'avg__gdp_per_capita'],
        row_limit: 10000,
      },
    ]);
  });

  it('orders by the metric, descending, when sort_by_metric is on', () => {
    const query = buildQuery({ ...formData, sort_by_metric: true }).queries[0]!;
    expect(query.orderby).toEqual([['sum__population', false]]);
  });

  it('asks for a secondary metric equal to the metric once, and none when it is empty', () => {
    expect(buildQuery({ ...formData, secondary_metric: 'sum__population' }).queries[0]!.metrics).toEqual([
      'sum__population',
    ]);
    expect(buildQuery({ ...formData, secondary_metric: null }).queries[0]!.metrics).toEqual([
      'sum__population',
    ]);
  });

  it('accepts an ad-hoc country column and a row limit saved as text', () => {
    const entity = { label: 'iso', sqlExpression: 'upper(country_code)', expressionType: 'SQL' as const };
    const parsed = worldMapFormDataSchema.parse({ ...formData, entity, row_limit: '50' });
    expect(buildQuery(parsed).queries[0]).toMatchObject({ columns: [entity], row_limit: 50 });
  });

  it('applies the filters a dashboard hands over', () => {
    const query = buildQuery({
      ...formData,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['South Asia'] }] },
    }).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'year', op: '==', val: 2025 },
      { col: 'region', op: 'IN', val: ['South Asia'], isExtra: true },
    ]);
  });
});
