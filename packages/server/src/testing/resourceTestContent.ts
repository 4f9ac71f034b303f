import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { encodeRison } from '@sightline/core';
import { createTestApp, type TestApp } from './createTestApp.js';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import { grantDatasetAccess } from './grants.js';

/**
 * Test content for the resource API tests: a real SQLite analytics file with a `births` table, registered
 * through the example writer as database "examples" with one dataset, two charts and a dashboard.
 */
export interface SeededContent {
  analyticsFile: string;
  databaseId: number;
  datasetId: number;
  chartIds: number[];
  dashboardId: number;
}

export async function seedExampleContent(t: TestApp): Promise<SeededContent> {
  // Database files registered through the API must lie in a data directory.
  mkdirSync(join(t.deps.config.home, 'data'), { recursive: true });
  const analyticsFile = join(t.deps.config.home, 'data', 'analytics.db');
  const sqlite = new Database(analyticsFile);
  sqlite.exec(`
    create table births (ds text, state text, name text, num integer);
    insert into births values ('2020-01-01', 'CA', 'Ann', 10), ('2020-01-01', 'NY', 'Bob', 7);
    create table orders (order_date text, region text, sales real);
  `);
  sqlite.close();
  const writer = createExampleContentWriter(t.deps);
  const databaseId = await writer.upsertDatabase({
    uuid: 'a0000000-0000-4000-8000-000000000001',
    database_name: 'examples',
    sqlalchemy_uri: `sqlite:///${analyticsFile}`,
    expose_in_sqllab: true,
    allow_dml: false,
  });
  const datasetId = await writer.upsertDataset({
    uuid: 'a0000000-0000-4000-8000-000000000002',
    databaseId,
    schema: 'main',
    table_name: 'births',
    main_dttm_col: 'ds',
    columns: [
      { column_name: 'ds', type: 'TEXT', type_generic: 2, is_dttm: true, groupby: true, filterable: true },
      {
        column_name: 'state',
        type: 'TEXT',
        type_generic: 1,
        is_dttm: false,
        groupby: true,
        filterable: true,
      },
      {
        column_name: 'num',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        groupby: false,
        filterable: true,
      },
    ],
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  });
  const chartIds = [
    await writer.upsertChart({
      uuid: 'a0000000-0000-4000-8000-000000000003',
      slice_name: 'Births by state',
      viz_type: 'table',
      datasetId,
      params: { groupby: ['state'], metrics: ['count'] },
    }),
    await writer.upsertChart({
      uuid: 'a0000000-0000-4000-8000-000000000004',
      slice_name: 'Births trend',
      viz_type: 'echarts_timeseries_line',
      datasetId,
      params: { metrics: ['count'] },
    }),
  ];
  const dashboardId = await writer.upsertDashboard({
    uuid: 'a0000000-0000-4000-8000-000000000005',
    dashboard_title: 'Births',
    slug: 'births',
    published: true,
    chartIds: [chartIds[0] as number],
    position_json: null,
    json_metadata: { color_scheme: 'supersetColors' },
  });
  return { analyticsFile, databaseId, datasetId, chartIds, dashboardId };
}

/** The `q` argument of a list, related or distinct URL: rison, URL-encoded. */
export const risonQueryArgument = (value: unknown) => encodeURIComponent(encodeRison(value));

export interface ResourceTestSetup {
  t: TestApp;
  seeded: SeededContent;
  /** Bearer headers of an Admin, an Alpha and a Gamma user; Gamma may read the seeded dataset. */
  admin: Record<string, string>;
  alpha: Record<string, string>;
  alphaId: number;
  gamma: Record<string, string>;
}

/**
 * A test app with the example content and one signed-in user per role the resource tests compare. Tests
 * name the Alpha and Gamma users, since some search for them by name.
 */
export async function setUpResourceTests(usernames: {
  alpha: string;
  gamma: string;
}): Promise<ResourceTestSetup> {
  const t = await createTestApp();
  const seeded = await seedExampleContent(t);
  const admin = (await t.signIn('admin')).headers;
  const alphaId = (await t.createUser('Alpha', usernames.alpha)).id;
  const alpha = (await t.signIn(usernames.alpha)).headers;
  await t.createUser('Gamma', usernames.gamma);
  await grantDatasetAccess(t.deps, 'Gamma', [seeded.datasetId]);
  const gamma = (await t.signIn(usernames.gamma)).headers;
  return { t, seeded, admin, alpha, alphaId, gamma };
}

/** Bearer headers of a new user whose only role is sql_lab: signed in, with access to no dataset. */
export async function signInWithoutDatasetAccess(
  t: TestApp,
  username: string,
): Promise<Record<string, string>> {
  await t.createUser('sql_lab', username);
  return (await t.signIn(username)).headers;
}
