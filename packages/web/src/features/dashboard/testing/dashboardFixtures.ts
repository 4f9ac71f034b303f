import type { BootstrapUser } from '@sightline/core';
import type { SavedChart } from '../builder/savedChartsSlice';
import type { DashboardApiResult, DashboardSliceEntity } from '../state/dashboardTypes';

/** Test builders: a dashboard answer, its charts and users, shaped as the server sends them. */

const SUPERSET_FLAGS = [
  'can_explore',
  'can_csv',
  'can_share_chart',
  'can_share_dashboard',
  'can_save_dash',
  'can_slice',
];

export function testUser(overrides: Partial<BootstrapUser> = {}): BootstrapUser {
  return {
    id: 1,
    username: 'user',
    first_name: 'Test',
    last_name: 'User',
    email: 'user@example.com',
    roles: ['Alpha'],
    permissions: [
      'can_read:Dashboard',
      'can_write:Dashboard',
      'can_read:Chart',
      ...SUPERSET_FLAGS.map((flag) => `${flag}:Superset`),
    ],
    ...overrides,
  };
}

/** Saved layout: one row holding chart 1 (node CHART-one); charts 2 and 3 are not placed. */
export const testPositionJson = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-one'], parents: ['ROOT_ID'] },
  HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } },
  'ROW-one': {
    id: 'ROW-one',
    type: 'ROW',
    children: ['CHART-one'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-one': { id: 'CHART-one', type: 'CHART', children: [], meta: { chartId: 1, width: 6, height: 50 } },
});

export function testDashboard(overrides: Partial<DashboardApiResult> = {}): DashboardApiResult {
  return {
    id: 5,
    slug: 'sales',
    dashboard_title: 'Sales',
    owners: [{ id: 7, first_name: 'Olive', last_name: 'Owner' }],
    json_metadata: JSON.stringify({
      color_scheme: 'supersetColors',
      color_namespace: 'sales',
      refresh_frequency: 300,
      expanded_slices: { 2: true },
      label_colors: { boys: '#ff0000' },
      timed_refresh_immune_slices: [3],
      positions: { old: true },
    }),
    position_json: testPositionJson,
    css: '.x { color: red; }',
    published: true,
    changed_on_utc: '2024-03-01T10:00:00.000000+0000',
    changed_by_name: 'Olive Owner',
    url: '/dashboard/sales/',
    certified_by: null,
    certification_details: null,
    ...overrides,
  };
}

export function testSlice(id: number, overrides: Partial<DashboardSliceEntity> = {}): DashboardSliceEntity {
  return {
    id,
    slice_name: `Chart ${id}`,
    viz_type: 'big_number_total',
    form_data: { slice_id: id, viz_type: 'big_number_total', datasource: '1__table', metric: 'count' },
    description: null,
    description_markeddown: null,
    slice_url: `/explore/?slice_id=${id}`,
    owners: [],
    cache_timeout: null,
    datasource_id: 1,
    datasource_type: 'table',
    changed_on: null,
    ...overrides,
  };
}

/** Ada: may edit dashboards, and owns testOwnedDashboard. */
export const testOwner: BootstrapUser = testUser({
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Owner',
  email: 'ada@example.com',
  permissions: [
    'can_read:Dashboard',
    'can_write:Dashboard',
    'can_read:Chart',
    'can_save_dash:Superset',
    'can_share_dashboard:Superset',
  ],
});

/** A dashboard owned by testOwner, without metadata or CSS, so nothing refreshes or restyles by itself. */
export function testOwnedDashboard(overrides: Partial<DashboardApiResult> = {}): DashboardApiResult {
  return {
    id: 7,
    slug: 'sales',
    dashboard_title: 'Sales',
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Owner', username: 'ada' }],
    json_metadata: '{}',
    position_json: null,
    css: '',
    published: true,
    url: '/dashboard/sales/',
    ...overrides,
  };
}

/** A row of the builder panel's saved-chart list (`GET /api/v1/chart/`). */
export function testSavedChart(id: number, overrides: Partial<SavedChart> = {}): SavedChart {
  return {
    id,
    slice_name: `Chart ${id}`,
    viz_type: 'table',
    datasource_id: 3,
    datasource_type: 'table',
    datasource_url: '/explore/?datasource_type=table&datasource_id=3',
    datasource_name_text: 'main.events',
    description: null,
    description_markeddown: null,
    params: '{"metrics": ["count"], "viz_type": "table"}',
    url: `/explore/?slice_id=${id}`,
    changed_on_utc: '2024-01-01T00:00:00+00:00',
    changed_on_delta_humanized: 'a year ago',
    ...overrides,
  };
}
