import { decodeRison } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  encodeIds,
  encodeQuery,
  hasActiveFilters,
  initialListState,
  withFilterValue,
  withSort,
  type FilterSpec,
} from './listQuery';

const chartFilters: FilterSpec[] = [
  { kind: 'search', id: 'search', col: 'slice_name', opr: 'chart_all_text', placeholder: 'Search' },
  {
    kind: 'select',
    id: 'owner',
    col: 'owners',
    opr: 'rel_m_m',
    label: 'Owner',
    source: { type: 'related', column: 'owners' },
  },
  {
    kind: 'select',
    id: 'favorite',
    col: 'id',
    opr: 'chart_is_favorite',
    label: 'Favorite',
    source: {
      type: 'static',
      options: [
        { label: 'Yes', value: true },
        { label: 'No', value: false },
      ],
    },
  },
  { kind: 'createdByMe', id: 'mine', label: 'Created by me' },
];

describe('buildListQuery', () => {
  it('defaults to page 0, 25 rows, newest change first, no filters', () => {
    expect(buildListQuery(chartFilters, initialListState, 1)).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('maps each filter input to Superset filter triples', () => {
    let state = withFilterValue(initialListState, 'search', '  sales ');
    state = withFilterValue(state, 'owner', 5);
    state = withFilterValue(state, 'favorite', false);
    state = withFilterValue(state, 'mine', true);
    expect(buildListQuery(chartFilters, state, 9).filters).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 5 },
      { col: 'id', opr: 'chart_is_favorite', value: false },
      { col: 'created_by', opr: 'rel_o_m', value: 9 },
    ]);
  });

  it('drops empty inputs and "created by me" when unchecked or anonymous', () => {
    let state = withFilterValue(initialListState, 'search', '   ');
    state = withFilterValue(state, 'owner', undefined);
    state = withFilterValue(state, 'mine', true);
    expect(buildListQuery(chartFilters, state, null).filters).toEqual([]);
    expect(buildListQuery(chartFilters, withFilterValue(state, 'mine', false), 3).filters).toEqual([]);
  });

  it('returns to the first page when a filter or the sort changes', () => {
    const onPage3 = { ...initialListState, page: 3 };
    expect(withFilterValue(onPage3, 'search', 'x').page).toBe(0);
    expect(withSort(onPage3, 'slice_name', 'asc')).toMatchObject({
      page: 0,
      sortColumn: 'slice_name',
      sortDirection: 'asc',
    });
    expect(withSort(onPage3, undefined, undefined)).toMatchObject({
      sortColumn: 'changed_on_delta_humanized',
      sortDirection: 'desc',
    });
  });
});

describe('hasActiveFilters', () => {
  it('counts false as a chosen value and ignores cleared inputs', () => {
    expect(hasActiveFilters({ type: false })).toBe(true);
    expect(hasActiveFilters({ search: '', owner: undefined })).toBe(false);
  });
});

describe('encoding', () => {
  it('encodes the query as rison that the server decodes back', () => {
    const query = buildListQuery(chartFilters, withFilterValue(initialListState, 'search', "it's a test"), 1);
    const encoded = encodeQuery(query);
    expect(decodeRison(decodeURIComponent(encoded))).toEqual(query);
    expect(decodeURIComponent(encoded)).toBe(
      "(filters:!((col:slice_name,opr:chart_all_text,value:'it!'s a test')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)",
    );
  });

  it('encodes id lists as !(..)', () => {
    expect(decodeURIComponent(encodeIds([1, 2, 3]))).toBe('!(1,2,3)');
  });
});
