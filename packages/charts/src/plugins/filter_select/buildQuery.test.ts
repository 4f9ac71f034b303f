import { describe, expect, it } from 'vitest';
import { FILTER_OPTIONS_COUNT_METRIC, cascadeParentExtraFormData, queryObjectSchema } from '@sightline/core';
import { nativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { nativeFilter } from '@sightline/core/testing';
import { buildQuery, filterOptionsQueryObject } from './buildQuery.js';

describe('filterOptionsQueryObject', () => {
  it('asks for the column values with a count, at most 1000 rows', () => {
    const query = filterOptionsQueryObject(nativeFilter({ id: 'NATIVE_FILTER-c' }));
    expect(query).toEqual({
      columns: ['country'],
      metrics: [FILTER_OPTIONS_COUNT_METRIC],
      orderby: [['country', true]],
      row_limit: 1000,
      filters: [],
      time_range: 'No filter',
      extras: {},
    });
    expect(queryObjectSchema.safeParse(query).success).toBe(true);
  });

  it("applies the filter's ad-hoc filters, time range, sort metric and the parents' selections", () => {
    const filter = nativeFilter({
      id: 'NATIVE_FILTER-city',
      cascadeParentIds: ['NATIVE_FILTER-country'],
      targets: [{ column: { name: 'city' } }],
      controlValues: { multiSelect: true, sortAscending: false },
      sortMetric: 'sum__sales',
      time_range: 'Last year',
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'active', operator: '==', comparator: 'yes' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'size > 1' },
      ],
    });
    const parents = cascadeParentExtraFormData(filter, {
      'NATIVE_FILTER-country': {
        id: 'NATIVE_FILTER-country',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      },
    });
    const query = filterOptionsQueryObject(filter, { parentExtraFormData: parents })!;
    expect(query.filters).toEqual([
      { col: 'active', op: '==', val: 'yes' },
      { col: 'country', op: 'IN', val: ['FR'], isExtra: true },
    ]);
    expect(query.extras).toEqual({ where: '(size > 1)' });
    expect(query.time_range).toBe('Last year');
    expect(query.metrics).toEqual([FILTER_OPTIONS_COUNT_METRIC, 'sum__sales']);
    expect(query.orderby).toEqual([['sum__sales', false]]);
  });

  it('searches on the server only when the filter searches all options', () => {
    const all = nativeFilter({ id: 'NATIVE_FILTER-c', controlValues: { searchAllOptions: true } });
    expect(filterOptionsQueryObject(all, { search: 'fr' })!.filters).toEqual([
      { col: 'country', op: 'ILIKE', val: '%fr%' },
    ]);
    expect(filterOptionsQueryObject(nativeFilter({ id: 'x' }), { search: 'fr' })!.filters).toEqual([]);
  });

  it('has no query for a filter without a column', () => {
    expect(
      filterOptionsQueryObject(nativeFilter({ id: 'x', filterType: 'filter_time', targets: [{}] })),
    ).toBeNull();
  });
});

describe('buildQuery', () => {
  it("sends the options query to the filter's dataset without form data, with the typed search", () => {
    const all = nativeFilter({ id: 'NATIVE_FILTER-c', controlValues: { searchAllOptions: true } });
    const context = buildQuery(nativeFilterFormData(all), { ownState: { search: 'fr' } });
    expect(context).toEqual({
      datasource: { id: 1, type: 'table' },
      queries: [filterOptionsQueryObject(all, { search: 'fr' })],
      result_type: 'full',
      result_format: 'json',
      force: false,
    });
  });

  it('asks for nothing without a dataset', () => {
    const loose = nativeFilter({ id: 'x', targets: [{ column: { name: 'country' } }] });
    expect(buildQuery(nativeFilterFormData(loose)).queries).toEqual([]);
  });
});
