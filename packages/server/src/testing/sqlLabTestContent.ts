import { DATA_ACCESS_PERMISSIONS, databasePermissionView, type RoleName } from '@sightline/core';
import { createExampleContentWriter } from '../services/exampleContentWriter.js';
import { changeRoleGrant } from '../services/roleService.js';
import { createTestApp, type TestApp, type TestAppOptions } from './createTestApp.js';
import { seedChartDataContent, type ChartDataContent } from './chartDataTestContent.js';

/**
 * SQL Lab's API tests: the chart-data content (a read-only DuckDB `sales` database), a second DuckDB
 * database that allows DML and CTAS (in memory, so each app has its own), and signed-in users: an
 * Admin, a Gamma user (no SQL Lab) and two sql_lab users, one of whose role may query the sales database.
 */
export interface SqlLabTestSetup {
  t: TestApp;
  content: ChartDataContent;
  /** The database that allows DML, CTAS and running async. */
  scratchId: number;
  admin: Record<string, string>;
  gamma: Record<string, string>;
  /** sql_lab only: no database access. */
  sqlLab: Record<string, string>;
  /** sql_lab and `sales_sql`, a role granted database_access on the sales and scratch databases. */
  analyst: Record<string, string>;
}

export async function setUpSqlLabTests(options: TestAppOptions = {}): Promise<SqlLabTestSetup> {
  const t = await createTestApp(options);
  const content = await seedChartDataContent(t);
  const writer = createExampleContentWriter(t.deps);
  const scratchId = await writer.upsertDatabase({
    uuid: 'c0000000-0000-4000-8000-0000000000aa',
    database_name: 'scratch',
    sqlalchemy_uri: 'duckdb:///:memory:',
    expose_in_sqllab: true,
    allow_dml: true,
  });
  await t.deps.db
    .updateTable('dbs')
    .set({ allow_ctas: 1, allow_cvas: 1 })
    .where('id', '=', scratchId)
    .execute();
  await t.deps.db.insertInto('ab_role').values({ name: 'sales_sql' }).execute();
  for (const [id, name] of [
    [content.databaseId, 'sales db'],
    [scratchId, 'scratch'],
  ] as const) {
    const view = databasePermissionView(name, id);
    await changeRoleGrant(
      t.deps,
      { role: 'sales_sql', permission: DATA_ACCESS_PERMISSIONS.database, view },
      true,
    );
  }
  await t.createUser('Gamma', 'gamma');
  await t.createUser('sql_lab', 'sqllab');
  await t.createUser(['sql_lab', 'sales_sql' as RoleName], 'analyst');
  return {
    t,
    content,
    scratchId,
    admin: (await t.signIn('admin')).headers,
    gamma: (await t.signIn('gamma')).headers,
    sqlLab: (await t.signIn('sqllab')).headers,
    analyst: (await t.signIn('analyst')).headers,
  };
}
