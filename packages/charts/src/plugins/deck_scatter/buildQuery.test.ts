import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery.js';
import { deckScatterFormDataSchema } from './formData.js';

const parse = (formData: Record<string, unknown>) =>
  deckScatterFormDataSchema.parse({
    datasource: '5__table',
    viz_type: 'deck_scatter',
    row_limit: 5000,
    adhoc_filters: [
      { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'city', operator: 'IN', comparator: ['Tokyo'] },
    ],
    ...formData,
  });

const cityFilter = { col: 'city', op: 'IN', val: ['Tokyo'] };

describe('deck scatter buildQuery', () => {
  it('selects the longitude and latitude columns raw, without null locations', () => {
    const context = buildQuery(parse({ spatial: { type: 'latlong', latCol: 'lat', lonCol: 'lon' } }));
    expect(context.datasource).toEqual({ id: 5, type: 'table' });
    expect(context.queries).toEqual([
      {
        time_range: 'No filter',
        filters: [cityFilter, { col: 'lon', op: 'IS NOT NULL' }, { col: 'lat', op: 'IS NOT NULL' }],
        extras: {},
        columns: ['lon', 'lat'],
        row_limit: 5000,
      },
    ]);
  });

  it('selects the delimited column and the color dimension', () => {
    const query = buildQuery(
      parse({
        spatial: { type: 'delimited', lonlatCol: 'latlon', delimiter: ',', reverseCheckbox: true },
        dimension: 'category',
      }),
    ).queries[0]!;
    expect(query).toMatchObject({
      columns: ['latlon', 'category'],
      filters: [cityFilter, { col: 'latlon', op: 'IS NOT NULL' }],
    });
    expect(query.metrics).toBeUndefined();
  });

  it('groups by the geohash and aggregates the metric that sizes the points', () => {
    const query = buildQuery(
      parse({
        spatial: { type: 'geohash', geohashCol: 'geohash' },
        point_radius_fixed: { type: 'metric', value: 'sum__value' },
      }),
    ).queries[0]!;
    expect(query).toMatchObject({ columns: ['geohash'], metrics: ['sum__value'], row_limit: 5000 });
  });

  it('keeps null locations when filter_nulls is off and does not repeat a dimension that is a location column', () => {
    const query = buildQuery(
      parse({
        spatial: { type: 'latlong', latCol: 'lat', lonCol: 'lon' },
        dimension: 'lat',
        filter_nulls: false,
      }),
    ).queries[0]!;
    expect(query.columns).toEqual(['lon', 'lat']);
    expect(query.filters).toEqual([cityFilter]);
  });

  it('applies the filters a dashboard hands over', () => {
    const formData = parse({ spatial: { type: 'geohash', geohashCol: 'geohash' }, filter_nulls: false });
    const query = buildQuery({
      ...formData,
      extra_form_data: { filters: [{ col: 'category', op: 'IN', val: ['Store'] }] },
    }).queries[0]!;
    expect(query.filters).toEqual([cityFilter, { col: 'category', op: 'IN', val: ['Store'], isExtra: true }]);
  });
});
