import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  createdByMeFilter,
  databaseFilter,
  favoriteFilter,
  ownerFilter,
  searchFilter,
} from './commonFilters';
import { buildListQuery, initialListState, withFilterValue } from '../../platform/listQuery';

describe('shared list filters', () => {
  it('send the Superset filter triples of each resource', () => {
    const specs = [
      searchFilter('dashboard_title', 'title_or_slug'),
      ownerFilter,
      databaseFilter,
      favoriteFilter('dashboard'),
      createdByMeFilter,
    ];
    let state = withFilterValue(initialListState, 'search', ' sales ');
    state = withFilterValue(state, 'owner', 5);
    state = withFilterValue(state, 'database', 2);
    state = withFilterValue(state, 'favorite', true);
    state = withFilterValue(state, 'mine', true);
    expect(buildListQuery(specs, state, 9).filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 5 },
      { col: 'database', opr: 'rel_o_m', value: 2 },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
      { col: 'created_by', opr: 'rel_o_m', value: 9 },
    ]);
  });

  it('offer Yes / No unless a resource names its two choices', () => {
    const yesNo = booleanFilter({ id: 'dml', col: 'allow_dml', opr: 'eq', label: 'DML' });
    const named = booleanFilter({
      id: 'published',
      col: 'published',
      opr: 'eq',
      label: 'Status',
      trueLabel: 'Published',
      falseLabel: 'Draft',
    });
    const optionsOf = (spec: typeof yesNo) =>
      spec.kind === 'select' && spec.source.type === 'static' ? spec.source.options : [];
    expect(optionsOf(yesNo)).toEqual([
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ]);
    expect(optionsOf(named)).toEqual([
      { label: 'Published', value: true },
      { label: 'Draft', value: false },
    ]);
  });
});
