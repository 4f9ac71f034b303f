import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import {
  risonQueryArgument,
  seedExampleContent,
  type SeededContent,
} from '../testing/resourceTestContent.js';
import { runCli, type CliIo } from '../cli.js';

/**
 * Authorization: who may attach charts to which dashboards, and Superset's data-access model (Gamma reads
 * nothing until a role is granted a dataset, a schema or a database).
 */

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let ordersId: number;
let ordersChartId: number;
let ordersDashboardId: number;
let draftId: number;
let warehouseDatasetId: number;
let warehouseDatabaseId: number;

const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

const columns = (names: string[]) =>
  names.map((column_name) => ({
    column_name,
    type: 'TEXT',
    type_generic: 1,
    is_dttm: false,
    groupby: true,
    filterable: true,
  }));

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedExampleContent(t);
  admin = (await t.signIn('admin')).headers;
  await t.createUser('Gamma', 'gamma_reader');
  gamma = (await t.signIn('gamma_reader')).headers;
  const writer = createExampleContentWriter(t.deps);
  // A virtual dataset on the same schema: its SQL is its data.
  ordersId = await writer.upsertDataset({
    uuid: 'b0000000-0000-4000-8000-000000000001',
    databaseId: seeded.databaseId,
    schema: 'main',
    table_name: 'orders_view',
    columns: columns(['region']),
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  });
  await t.deps.db
    .updateTable('tables')
    .set({ sql: "select 'east' as region" })
    .where('id', '=', ordersId)
    .execute();
  ordersChartId = await writer.upsertChart({
    uuid: 'b0000000-0000-4000-8000-000000000002',
    slice_name: 'Orders by region',
    viz_type: 'table',
    datasetId: ordersId,
    params: { groupby: ['region'], metrics: ['count'] },
  });
  ordersDashboardId = await writer.upsertDashboard({
    uuid: 'b0000000-0000-4000-8000-000000000003',
    dashboard_title: 'Orders',
    slug: 'orders',
    published: true,
    chartIds: [ordersChartId],
    position_json: null,
    json_metadata: {},
  });
  draftId = await writer.upsertDashboard({
    uuid: 'b0000000-0000-4000-8000-000000000004',
    dashboard_title: 'Admin draft',
    slug: 'admin-draft',
    published: false,
    chartIds: [seeded.chartIds[0]!],
    position_json: null,
    json_metadata: {},
  });
  // A second database, for database-wide grants.
  const file = join(t.deps.config.home, 'warehouse.db');
  const sqlite = new Database(file);
  sqlite.exec(`create table stock (sku text); insert into stock values ('a1');`);
  sqlite.close();
  warehouseDatabaseId = await writer.upsertDatabase({
    uuid: 'b0000000-0000-4000-8000-000000000005',
    database_name: 'warehouse',
    sqlalchemy_uri: `sqlite:///${file}`,
    expose_in_sqllab: true,
    allow_dml: false,
  });
  warehouseDatasetId = await writer.upsertDataset({
    uuid: 'b0000000-0000-4000-8000-000000000006',
    databaseId: warehouseDatabaseId,
    schema: 'main',
    table_name: 'stock',
    columns: columns(['sku']),
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  });
});
afterAll(() => t.close());

const get = (url: string, headers = gamma) => t.app.inject({ method: 'GET', url, headers });

const chartData = (datasetId: number, column: string, headers = gamma) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers,
    payload: {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: [column], metrics: ['count'], row_limit: 10 }],
      result_type: 'full',
    },
  });

const listIds = async (resource: string) => {
  const response = await get(`/api/v1/${resource}/?q=${risonQueryArgument({ page_size: 100 })}`);
  expect(response.statusCode).toBe(200);
  return (response.json().ids as number[]).sort((a, b) => a - b);
};

/** What Gamma sees: readable datasets, visible charts and dashboards. */
async function gammaSees() {
  return {
    datasets: await listIds('dataset'),
    charts: await listIds('chart'),
    dashboards: await listIds('dashboard'),
  };
}

/** Sets Gamma's role permissions through the security API, as an admin would. */
async function setGammaGrants(views: Array<[permission: string, view: string]>) {
  const roles = await get(`/api/v1/security/roles/?q=${risonQueryArgument({ page_size: 100 })}`, admin);
  expect(roles.statusCode).toBe(200);
  const role = (roles.json().result as { id: number; name: string }[]).find((r) => r.name === 'Gamma')!;
  const current = await get(`/api/v1/security/roles/${role.id}/permissions/`, admin);
  const base = (current.json().result as { id: number; permission_name: string }[])
    .filter((p) => !p.permission_name.endsWith('_access'))
    .map((p) => p.id);
  const ids: number[] = [];
  for (const [permission, view] of views) {
    const q = risonQueryArgument({
      filters: [
        { col: 'permission.name', opr: 'eq', value: permission },
        { col: 'view_menu.name', opr: 'eq', value: view },
      ],
    });
    const found = await get(`/api/v1/security/permissions-resources/?q=${q}`, admin);
    expect(found.json().result).toHaveLength(1);
    ids.push(found.json().result[0].id);
  }
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/security/roles/${role.id}/permissions`,
    headers: admin,
    payload: { permission_view_menu_ids: [...base, ...ids] },
  });
  expect(response.statusCode).toBe(200);
}

describe('charts attached to dashboards', () => {
  it("refuses Gamma's chart POST and PUT naming an admin's dashboard, changing nothing", async () => {
    await setGammaGrants([['datasource_access', `[examples].[births](id:${seeded.datasetId})`]]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: gamma,
      payload: {
        slice_name: 'Sneaky',
        viz_type: 'table',
        datasource_id: seeded.datasetId,
        datasource_type: 'table',
        dashboards: [seeded.dashboardId],
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ message: DASHBOARDS_FORBIDDEN });
    const named = await t.deps.db
      .selectFrom('slices')
      .select('id')
      .where('slice_name', '=', 'Sneaky')
      .execute();
    expect(named).toEqual([]);

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: gamma,
      payload: { slice_name: 'Mine', viz_type: 'table', datasource_id: seeded.datasetId },
    });
    expect(own.statusCode).toBe(201);
    const chartId = own.json().id as number;
    const before = await get(`/api/v1/dashboard/${seeded.dashboardId}/charts`, admin);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${chartId}`,
      headers: gamma,
      payload: { dashboards: [seeded.dashboardId] },
    });
    expect(updated.statusCode).toBe(403);
    expect(updated.json()).toEqual({ message: DASHBOARDS_FORBIDDEN });
    const after = await get(`/api/v1/dashboard/${seeded.dashboardId}/charts`, admin);
    expect(after.json().result).toEqual(before.json().result);

    // A dashboard Gamma owns may take the chart.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: gamma,
      payload: { dashboard_title: 'Gamma board' },
    });
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${chartId}`,
      headers: gamma,
      payload: { dashboards: [mine.json().id] },
    });
    expect(linked.statusCode).toBe(200);
    for (const url of [`/api/v1/chart/${chartId}`, `/api/v1/dashboard/${mine.json().id}`]) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: gamma })).statusCode).toBe(200);
    }
    await setGammaGrants([]);
  });
});

describe('data access', () => {
  it('gives Gamma without grants no data, no datasets, no virtual SQL and no drafts of others', async () => {
    await setGammaGrants([]);
    const data = await chartData(seeded.datasetId, 'state');
    expect(data.statusCode).toBe(403);
    expect(data.json().message).toBe(
      'This endpoint requires the datasource main.births, database or `all_datasource_access` permission',
    );
    expect((await get(`/api/v1/dataset/${seeded.datasetId}/samples`)).statusCode).toBe(403);
    expect((await get(`/api/v1/datasource/table/${seeded.datasetId}/column/state/values/`)).statusCode).toBe(
      403,
    );
    expect(await gammaSees()).toEqual({ datasets: [], charts: [], dashboards: [] });
    expect((await get('/api/v1/dataset/distinct/table_name')).json().result).toEqual([]);
    const virtual = await get(`/api/v1/dataset/${ordersId}`);
    expect(virtual.statusCode).toBe(404);
    expect(virtual.body).not.toContain('east');
    expect((await get(`/datasource/get/table/${ordersId}/`)).statusCode).toBe(403);
    expect((await get(`/api/v1/explore/?datasource_id=${ordersId}&datasource_type=table`)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/v1/dashboard/${draftId}`)).statusCode).toBe(403);
    expect((await get(`/api/v1/dashboard/${draftId}/charts`)).statusCode).toBe(403);
    // Admins still see everything, drafts included.
    expect((await get(`/api/v1/dashboard/${draftId}`, admin)).statusCode).toBe(200);
    expect((await chartData(seeded.datasetId, 'state', admin)).statusCode).toBe(200);
  });

  it('opens one dataset, its charts and the published dashboards showing them with datasource_access', async () => {
    await setGammaGrants([['datasource_access', `[examples].[orders_view](id:${ordersId})`]]);
    expect((await chartData(ordersId, 'region')).statusCode).toBe(200);
    expect((await chartData(seeded.datasetId, 'state')).statusCode).toBe(403);
    expect(await gammaSees()).toEqual({
      datasets: [ordersId],
      charts: [ordersChartId],
      dashboards: [ordersDashboardId],
    });
    const virtual = await get(`/api/v1/dataset/${ordersId}`);
    expect(virtual.statusCode).toBe(200);
    expect(virtual.json().result.sql).toContain('east');
    expect((await get(`/api/v1/chart/${seeded.chartIds[0]}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/dashboard/${seeded.dashboardId}`)).statusCode).toBe(403);
    expect((await get(`/api/v1/dashboard/${draftId}`)).statusCode).toBe(403);
  });

  it('widens to a schema with schema_access and to a database with database_access', async () => {
    await setGammaGrants([['schema_access', '[examples].[main]']]);
    const schemaWide = await gammaSees();
    expect(schemaWide.datasets).toEqual([seeded.datasetId, ordersId].sort((a, b) => a - b));
    expect(schemaWide.dashboards).toEqual([seeded.dashboardId, ordersDashboardId].sort((a, b) => a - b));
    expect((await chartData(seeded.datasetId, 'state')).statusCode).toBe(200);
    expect((await chartData(warehouseDatasetId, 'sku')).statusCode).toBe(403);
    // The draft stays its owner's, whatever data it shows.
    expect(schemaWide.dashboards).not.toContain(draftId);

    await setGammaGrants([['database_access', `[warehouse].(id:${warehouseDatabaseId})`]]);
    expect((await gammaSees()).datasets).toEqual([warehouseDatasetId]);
    expect((await chartData(warehouseDatasetId, 'sku')).statusCode).toBe(200);
    expect((await chartData(seeded.datasetId, 'state')).statusCode).toBe(403);
    await setGammaGrants([]);
  });

  it('lists in recent activity only what the user may still see: no names of what they lost', async () => {
    await setGammaGrants([['datasource_access', `[examples].[orders_view](id:${ordersId})`]]);
    expect((await get(`/api/v1/chart/${ordersChartId}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/dashboard/${ordersDashboardId}`)).statusCode).toBe(200);
    const titles = async () =>
      ((await get('/api/v1/log/recent_activity/')).json().result as { item_title: string }[]).map(
        (item) => item.item_title,
      );
    expect((await titles()).sort()).toEqual(['Orders', 'Orders by region']);
    await setGammaGrants([]);
    expect(await titles()).toEqual([]);
  });

  it('keeps grants through a rename and refuses the security API to non-admins', async () => {
    await setGammaGrants([['schema_access', '[examples].[main]']]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${seeded.databaseId}`,
      headers: admin,
      payload: { database_name: 'examples_renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await chartData(seeded.datasetId, 'state')).statusCode).toBe(200);
    const views = await get(
      `/api/v1/security/permissions-resources/?q=${risonQueryArgument({
        filters: [{ col: 'view_menu.name', opr: 'ct', value: 'examples_renamed' }],
        page_size: 100,
      })}`,
      admin,
    );
    expect(views.json().result.map((r: { view_menu: { name: string } }) => r.view_menu.name)).toEqual(
      expect.arrayContaining([
        `[examples_renamed].[births](id:${seeded.datasetId})`,
        '[examples_renamed].[main]',
        `[examples_renamed].(id:${seeded.databaseId})`,
      ]),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${seeded.databaseId}`,
      headers: admin,
      payload: { database_name: 'examples' },
    });
    await setGammaGrants([]);
    expect((await get('/api/v1/security/roles/')).statusCode).toBe(403);
    expect((await get('/api/v1/security/permissions-resources/')).statusCode).toBe(403);
  });

  it('grants and revokes through the CLI', async () => {
    const out: string[] = [];
    const io: CliIo = { out: (l) => out.push(l), err: (l) => out.push(l), env: cliEnv(t) };
    const code = await runCli(
      ['roles', 'grant-dataset', '--role', 'Gamma', '--dataset', String(warehouseDatasetId)],
      io,
    );
    expect(out.join('\n')).toContain(
      `Granted datasource_access on [warehouse].[stock](id:${warehouseDatasetId})`,
    );
    expect(code).toBe(0);
    // The CLI is another process as far as this server knows: it reads the change once its cached
    // users expire. The test does not wait for that; it says the permissions changed.
    t.deps.permissionGeneration.changed();
    expect((await chartData(warehouseDatasetId, 'sku')).statusCode).toBe(200);
    expect(
      await runCli(
        [
          'roles',
          'revoke',
          '--role',
          'Gamma',
          '--permission',
          'datasource_access',
          '--view',
          `[warehouse].[stock](id:${warehouseDatasetId})`,
        ],
        io,
      ),
    ).toBe(0);
    expect(out.at(-1)).toContain('Revoked');
    expect(
      await runCli(['roles', 'grant', '--role', 'Gamma', '--permission', 'can_sudo', '--view', 'x'], io),
    ).toBe(1);
    expect(await runCli(['roles', 'grant-dataset', '--role', 'Gamma'], io)).toBe(2);
    t.deps.permissionGeneration.changed();
    expect((await chartData(warehouseDatasetId, 'sku')).statusCode).toBe(403);
  });
});

/** The environment a CLI run needs to open this test app's metadata store. */
function cliEnv(app: TestApp): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { SIGHTLINE_HOME: app.deps.config.home, SIGHTLINE_LOAD_EXAMPLES: 'false' };
  if (app.deps.config.databaseUrl) env.DATABASE_URL = app.deps.config.databaseUrl;
  return env;
}
