import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROOT_ID } from '../dashboard/layoutTypes.js';
import type { DashboardFilters } from './dashboardFilterTypes.js';
import {
  filterKey,
  parseFilterKey,
  reduceDashboardFilters,
  type DashboardFilterAction,
} from './dashboardFilters.js';
import { filterBoxFormData, filterBoxLayout } from './testing/filterBoxBuilder.js';

const IN_DASHBOARD = [10, 1, 2, 3];
const add: DashboardFilterAction = {
  type: 'addFilter',
  chartId: 10,
  componentId: 'CHART-box',
  directPathToFilter: ['ROOT_ID', 'CHART-box'],
  filterName: 'Box',
  formData: filterBoxFormData(),
};
const withBox = (): DashboardFilters => reduceDashboardFilters({}, add, IN_DASHBOARD);

describe('reduceDashboardFilters (the dashboard filter actions)', () => {
  it('adds a filter box with its fields, defaults, labels and the default scope for every field', () => {
    const box = withBox()[10]!;
    expect(box).toMatchObject({
      chartId: 10,
      componentId: 'CHART-box',
      datasourceId: '3__table',
      filterName: 'Box',
      isDateFilter: true,
      isInstantFilter: true,
      columns: { name: ['Amy', 'Bob'], gender: ['girl'], __time_range: 'Last year', __time_grain: null },
      labels: { name: 'Name', gender: 'gender', __time_range: 'Time range', __time_grain: 'Time grain' },
    });
    for (const column of Object.keys(box.columns))
      expect(box.scopes[column]).toEqual({ scope: [DASHBOARD_ROOT_ID], immune: [] });
  });

  it('applies no action to a chart that is not in the dashboard', () => {
    const before = withBox();
    expect(reduceDashboardFilters({}, add, [1, 2])).toEqual({});
    const others: DashboardFilterAction[] = [
      { type: 'removeFilter', chartId: 10 },
      { type: 'changeFilter', chartId: 10, newSelectedValues: { name: ['Cy'] }, merge: false },
      { type: 'updateDirectPathToFilter', chartId: 10, path: ['x'] },
      { type: 'updateLayoutComponents', layout: filterBoxLayout() },
      { type: 'updateScopes', scopes: { [filterKey(10, 'name')]: { scope: ['tab-b'], immune: [] } } },
    ];
    for (const action of others) expect(reduceDashboardFilters(before, action, [1, 2, 3])).toBe(before);
  });

  it('removes a filter box', () => {
    expect(reduceDashboardFilters(withBox(), { type: 'removeFilter', chartId: 10 }, IN_DASHBOARD)).toEqual(
      {},
    );
  });

  it('changes values by replacing them, or by merging into the current ones', () => {
    const change = (merge: boolean) =>
      reduceDashboardFilters(
        withBox(),
        {
          type: 'changeFilter',
          chartId: 10,
          newSelectedValues: { name: ['Bob', 'Cy'], state: ['CA'] },
          merge,
        },
        IN_DASHBOARD,
      )[10]!.columns;
    expect(change(false)).toMatchObject({ name: ['Bob', 'Cy'], state: ['CA'], gender: ['girl'] });
    expect(change(true)).toMatchObject({ name: ['Amy', 'Bob', 'Cy'], state: ['CA'], gender: ['girl'] });
  });

  it('replaces a time field even when merging', () => {
    const next = reduceDashboardFilters(
      withBox(),
      { type: 'changeFilter', chartId: 10, newSelectedValues: { __time_range: 'Last week' }, merge: true },
      IN_DASHBOARD,
    );
    expect(next[10]!.columns.__time_range).toBe('Last week');
  });

  it('updates the direct path, and follows the layout for component id and path', () => {
    const moved = reduceDashboardFilters(
      withBox(),
      { type: 'updateDirectPathToFilter', chartId: 10, path: ['ROOT_ID', 'X'] },
      IN_DASHBOARD,
    );
    expect(moved[10]!.directPathToFilter).toEqual(['ROOT_ID', 'X']);
    const followed = reduceDashboardFilters(
      moved,
      { type: 'updateLayoutComponents', layout: filterBoxLayout() },
      IN_DASHBOARD,
    );
    expect(followed[10]!.directPathToFilter).toEqual(['ROOT_ID', 'tabs', 'tab-a', 'r1', 'CHART-box']);
    expect(followed[10]!.componentId).toBe('CHART-box');
  });

  it('updates the scope of the named fields only', () => {
    const next = reduceDashboardFilters(
      withBox(),
      { type: 'updateScopes', scopes: { [filterKey(10, 'name')]: { scope: ['tab-b'], immune: [3] } } },
      IN_DASHBOARD,
    );
    expect(next[10]!.scopes.name).toEqual({ scope: ['tab-b'], immune: [3] });
    expect(next[10]!.scopes.gender).toEqual({ scope: ['ROOT_ID'], immune: [] });
  });

  it('takes instant filtering unless switched off, and numeric defaults as they are', () => {
    const box = reduceDashboardFilters(
      {},
      {
        ...add,
        formData: {
          datasource: '3__table',
          filter_configs: [{ column: 'num', multiple: true, defaultValue: 7 }],
          instant_filtering: false,
        },
      },
      IN_DASHBOARD,
    )[10]!;
    expect(box.isInstantFilter).toBe(false);
    expect(box.columns.num).toEqual([7]);
    expect(withBox()[10]!.isInstantFilter).toBe(true);
    const noFlag = reduceDashboardFilters({}, { ...add, formData: { datasource: 'x' } }, IN_DASHBOARD);
    expect(noFlag[10]!.isInstantFilter).toBe(true);
  });

  it('reads filter keys whose column holds an underscore', () => {
    expect(parseFilterKey('10___time_range')).toEqual({ chartId: 10, column: '__time_range' });
    expect(parseFilterKey('nope')).toBeNull();
  });
});
