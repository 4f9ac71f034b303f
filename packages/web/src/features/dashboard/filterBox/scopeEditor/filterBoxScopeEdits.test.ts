import { nativeScopeOf, type DashboardFilter, type DashboardFilters } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  changedScopes,
  filterBoxScopeOfTree,
  savedScopesRestored,
  scopeDraftOf,
  scopeEditorBoxesOf,
} from './filterBoxScopeEdits';

const box = (chartId: number, overrides: Partial<DashboardFilter> = {}): DashboardFilter => ({
  chartId,
  componentId: `CHART-${chartId}`,
  datasourceId: '1__table',
  filterName: `Box ${chartId}`,
  directPathToFilter: ['ROOT_ID', `CHART-${chartId}`],
  columns: { name: ['Amy'], __time_range: 'Last year' },
  labels: { name: 'Name', __time_range: 'Time range' },
  scopes: {
    name: { scope: ['TAB-north'], immune: [2] },
    __time_range: { scope: ['ROOT_ID'], immune: [] },
  },
  isDateFilter: true,
  isInstantFilter: true,
  ...overrides,
});
const filters: DashboardFilters = {
  10: box(10),
  11: box(11, { columns: { city: [] }, labels: {}, scopes: {} }),
};

describe('scopeEditorBoxesOf', () => {
  it('lists the boxes in layout order with their fields, time fields included, labelled', () => {
    expect(scopeEditorBoxesOf(filters, [11, 1, 10])).toEqual([
      { chartId: 11, name: 'Box 11', fields: [{ key: '11_city', column: 'city', label: 'city' }] },
      {
        chartId: 10,
        name: 'Box 10',
        fields: [
          { key: '10_name', column: 'name', label: 'Name' },
          { key: '10___time_range', column: '__time_range', label: 'Time range' },
        ],
      },
    ]);
  });

  it('puts a box missing from the layout order last', () => {
    expect(scopeEditorBoxesOf(filters, [10]).map((b) => b.chartId)).toEqual([10, 11]);
  });
});

describe('scopeDraftOf and changedScopes', () => {
  it('holds every field by filter key, the default scope for a field without one', () => {
    expect(scopeDraftOf(filters)).toEqual({
      '10_name': { scope: ['TAB-north'], immune: [2] },
      '10___time_range': { scope: ['ROOT_ID'], immune: [] },
      '11_city': { scope: ['ROOT_ID'], immune: [] },
    });
  });

  it('gives only the fields whose scope or immune list changed, whatever their order', () => {
    const before = scopeDraftOf(filters);
    const draft = {
      ...before,
      '10_name': { scope: ['TAB-north'], immune: [2] },
      '10___time_range': { scope: ['ROOT_ID'], immune: [3] },
      '11_city': { scope: ['TAB-south'], immune: [] },
    };
    expect(changedScopes(before, draft)).toEqual({
      '10___time_range': { scope: ['ROOT_ID'], immune: [3] },
      '11_city': { scope: ['TAB-south'], immune: [] },
    });
    const reordered = { scope: ['TAB-b', 'TAB-a'], immune: [3, 2] };
    expect(changedScopes({ k: { scope: ['TAB-a', 'TAB-b'], immune: [2, 3] } }, { k: reordered })).toEqual({});
  });
});

describe('filterBoxScopeOfTree', () => {
  it("reads back the scope the tree was shown (core's nativeScopeOf, the box excluded)", () => {
    const scope = { scope: ['TAB-north'], immune: [2] };
    expect(nativeScopeOf(scope, 10)).toEqual({ rootPath: ['TAB-north'], excluded: [2, 10] });
    expect(filterBoxScopeOfTree(nativeScopeOf(scope, 10), 10)).toEqual(scope);
  });

  it('makes the checked roots the scope and the unchecked charts the immune list, without the box', () => {
    expect(filterBoxScopeOfTree({ rootPath: ['TAB-north', 'TAB-coast'], excluded: [2, 10] }, 10)).toEqual({
      scope: ['TAB-north', 'TAB-coast'],
      immune: [2],
    });
  });
});

describe('savedScopesRestored', () => {
  const edited: DashboardFilters = {
    10: box(10, {
      scopes: {
        name: { scope: ['TAB-south'], immune: [] },
        __time_range: { scope: ['ROOT_ID'], immune: [4] },
      },
    }),
  };

  it("goes back to the metadata's filter_scopes, the default for a field it does not name", () => {
    const metadata = { filter_scopes: { '10': { name: { scope: ['TAB-north'], immune: [2] } } } };
    expect(savedScopesRestored(edited, metadata, [10, 1, 2])[10]!.scopes).toEqual({
      name: { scope: ['TAB-north'], immune: [2] },
      __time_range: { scope: ['ROOT_ID'], immune: [] },
    });
  });

  it('keeps the same object when nothing was edited', () => {
    const metadata = { filter_scopes: { '10': box(10).scopes } };
    expect(savedScopesRestored(filters, metadata, [10, 11])).toBe(filters);
  });
});
