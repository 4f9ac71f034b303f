import { TEST_PASSWORD, type TestApp } from './createTestApp.js';
import { createUser } from '../services/users.js';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import { grantDatasetAccess } from './grants.js';
import type { SeededContent } from './resourceTestContent.js';

/**
 * Test content the dashboard API tests add to the resource tests' births example: a second dataset
 * (`orders`, which Gamma may read too) with a chart, a dashboard holding charts on both datasets, and a
 * role that may read dashboards and only the births dataset's data.
 */
export interface DashboardTestContent {
  ordersDatasetId: number;
  ordersChartId: number;
  /** Slug `mixed`: one births chart and the orders chart. */
  mixedDashboardId: number;
}

const dimension = { is_dttm: false, groupby: true, filterable: true };

export async function seedMixedDashboard(t: TestApp, seeded: SeededContent): Promise<DashboardTestContent> {
  const writer = createExampleContentWriter(t.deps);
  const ordersDatasetId = await writer.upsertDataset({
    uuid: 'b0000000-0000-4000-8000-000000000001',
    databaseId: seeded.databaseId,
    schema: 'main',
    table_name: 'orders',
    main_dttm_col: 'order_date',
    columns: [
      { ...dimension, column_name: 'order_date', type: 'TEXT', type_generic: 2, is_dttm: true },
      { ...dimension, column_name: 'region', type: 'TEXT', type_generic: 1, verbose_name: 'Region' },
      { ...dimension, column_name: 'sales', type: 'REAL', type_generic: 0, groupby: false },
    ],
    metrics: [
      { metric_name: 'revenue', expression: 'SUM(sales)', verbose_name: 'Revenue', d3format: '$,.2f' },
      { metric_name: 'count', expression: 'COUNT(*)' },
    ],
  });
  const ordersChartId = await writer.upsertChart({
    uuid: 'b0000000-0000-4000-8000-000000000002',
    slice_name: 'Revenue by region',
    viz_type: 'pie',
    datasetId: ordersDatasetId,
    params: { groupby: ['region'], metric: 'revenue' },
  });
  const mixedDashboardId = await writer.upsertDashboard({
    uuid: 'b0000000-0000-4000-8000-000000000003',
    dashboard_title: 'Mixed',
    slug: 'mixed',
    published: true,
    chartIds: [seeded.chartIds[0] as number, ordersChartId],
    position_json: null,
    json_metadata: {},
  });
  await grantDatasetAccess(t.deps, 'Gamma', [ordersDatasetId]);
  return { ordersDatasetId, ordersChartId, mixedDashboardId };
}

/**
 * Bearer headers of a user whose only role reads dashboards and, through Superset's datasource_access
 * permission, the data of `datasetIds` alone (no can_read on Chart or Dataset).
 */
export async function signInAsDashboardViewer(
  t: TestApp,
  username: string,
  datasetIds: readonly number[],
): Promise<Record<string, string>> {
  const { db } = t.deps;
  const role = `viewer_${username}`;
  const { id: roleId } = await db
    .insertInto('ab_role')
    .values({ name: role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pairs = [
    { permission: 'can_read', view_menu: 'Dashboard' },
    ...datasetIds.map((id) => ({ permission: 'datasource_access', view_menu: `[examples].[x](id:${id})` })),
  ];
  for (const pair of pairs) {
    await db
      .insertInto('ab_permission_view')
      .values(pair)
      .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
      .execute();
    const { id } = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission', '=', pair.permission)
      .where('view_menu', '=', pair.view_menu)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ab_permission_view_role')
      .values({ permission_view_id: id, role_id: roleId })
      .execute();
  }
  await createUser(db, {
    username,
    password: TEST_PASSWORD,
    firstName: 'Dashboard',
    lastName: 'Viewer',
    email: `${username}@example.com`,
    roles: [role],
  });
  return (await t.signIn(username)).headers;
}

/** Creates a dashboard through the API as the user of `headers` (201 expected); answers its id. */
export async function createDashboard(
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/', headers, payload });
  if (response.statusCode !== 201) throw new Error(`creating a dashboard answered ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** A position_json text placing the charts in one row of the grid (version v2). */
export function layoutText(chartIds: readonly number[]): string {
  const charts = chartIds.map((chartId, i) => ({
    id: `CHART-${i}`,
    type: 'CHART',
    children: [],
    meta: { chartId, width: 4, height: 50 },
  }));
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], meta: {} },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: charts.map((c) => c.id), meta: {} },
    ...Object.fromEntries(charts.map((c) => [c.id, c])),
  });
}
