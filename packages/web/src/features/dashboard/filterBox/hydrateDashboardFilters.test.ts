import { parseLayout } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { testSlice } from '../testing/dashboardFixtures';
import { hydrateDashboardFilters } from './hydrateDashboardFilters';

const layout = parseLayout(
  JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
    'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-10', 'CHART-1'], meta: {} },
    'CHART-10': { id: 'CHART-10', type: 'CHART', children: [], meta: { chartId: 10 } },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
  }),
)!;
const box = testSlice(10, {
  slice_name: 'Names',
  viz_type: 'filter_box',
  form_data: {
    datasource: '2__table',
    filter_configs: [
      { column: 'name', defaultValue: 'Amy' },
      { column: 'state', defaultValue: 'CA' },
    ],
  },
});
const hydrate = (metadata: Record<string, unknown>, search = '') =>
  hydrateDashboardFilters(
    [box, testSlice(1), testSlice(11, { viz_type: 'filter_box' })],
    layout,
    metadata,
    new URLSearchParams(search),
  );

describe('hydrateDashboardFilters', () => {
  it('adds the filter boxes on the layout, with their path and the default scope', () => {
    const filters = hydrate({});
    expect(Object.keys(filters)).toEqual(['10']);
    expect(filters[10]).toMatchObject({
      componentId: 'CHART-10',
      directPathToFilter: ['ROOT_ID', 'GRID_ID', 'ROW-a', 'CHART-10'],
      filterName: 'Names',
      datasourceId: '2__table',
      columns: { name: ['Amy'], state: ['CA'] },
    });
    expect(filters[10]!.scopes.name).toEqual({ scope: ['ROOT_ID'], immune: [] });
  });

  it('applies the saved filter_scopes, then default_filters and the URL preselect_filters over the defaults', () => {
    const filters = hydrate(
      {
        filter_scopes: { 10: { state: { scope: ['ROW-a'], immune: [1] } } },
        default_filters: JSON.stringify({ 10: { name: ['Bob'] } }),
      },
      `?preselect_filters=${encodeURIComponent(JSON.stringify({ 10: { state: ['NY'] } }))}`,
    );
    expect(filters[10]!.scopes.state).toEqual({ scope: ['ROW-a'], immune: [1] });
    expect(filters[10]!.columns).toEqual({ name: ['Bob'], state: ['NY'] });
  });

  it('ignores unreadable default_filters', () => {
    expect(hydrate({ default_filters: '{nope' })[10]!.columns).toEqual({ name: ['Amy'], state: ['CA'] });
  });
});
