import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_ACCESS_PERMISSIONS, schemaPermissionView } from '@sightline/core';
import { DuckDBEngine } from '@sightline/query-engine';
import { createExampleContentWriter } from '../../services/exampleContentWriter.js';
import { changeRoleGrant } from '../../services/roleService.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { grantDatasetAccess } from '../../testing/grants.js';

/**
 * Browsing a database (schemas, tables, columns, the preview SELECT) shows only what the user's data
 * access covers: a real DuckDB file with two schemas, `main` (orders, customers) and `hr` (salaries).
 */

let t: TestApp;
let databaseId: number;
let admin: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const file = join(t.deps.config.home, 'browse.duckdb');
  const duck = await DuckDBEngine.open(file, { writable: true });
  for (const statement of [
    'CREATE TABLE orders (id INTEGER, amount DOUBLE, placed TIMESTAMP)',
    'CREATE TABLE customers (id INTEGER, name VARCHAR)',
    'CREATE SCHEMA hr',
    'CREATE TABLE hr.salaries (person VARCHAR, salary DECIMAL(10, 2))',
  ])
    await duck.run(statement);
  await duck.close();
  const writer = createExampleContentWriter(t.deps);
  databaseId = await writer.upsertDatabase({
    uuid: 'c0000000-0000-4000-8000-00000000b001',
    database_name: 'shop',
    sqlalchemy_uri: `duckdb:///${file}`,
    expose_in_sqllab: true,
    allow_dml: false,
  });
  const ordersId = await writer.upsertDataset({
    uuid: 'c0000000-0000-4000-8000-00000000b002',
    databaseId,
    schema: 'main',
    table_name: 'orders',
    columns: [
      {
        column_name: 'id',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        groupby: true,
        filterable: true,
      },
    ],
    metrics: [],
  });
  admin = (await t.signIn('admin')).headers;
  // sql_lab reads databases (can_read Database) but no data until granted; its user here has the orders dataset.
  await t.createUser('sql_lab', 'sam');
  await grantDatasetAccess(t.deps, 'sql_lab', [ordersId]);
  await t.createUser('Gamma', 'gwen');
  gamma = (await t.signIn('gwen')).headers;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const sam = async () => (await t.signIn('sam')).headers;

describe('GET /api/v1/database/{pk}/schemas/', () => {
  it('lists every schema to a user with access to the whole database', async () => {
    const response = await get(`/api/v1/database/${databaseId}/schemas/`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual(expect.arrayContaining(['hr', 'main']));
  });

  it('lists only the schemas a dataset grant reaches into', async () => {
    const response = await get(`/api/v1/database/${databaseId}/schemas/`, await sam());
    expect(response.json().result).toEqual(['main']);
  });

  it('answers 403 without can_read on Database, 401 anonymous, 404 for no such database', async () => {
    expect((await get(`/api/v1/database/${databaseId}/schemas/`, gamma)).statusCode).toBe(403);
    expect((await get(`/api/v1/database/${databaseId}/schemas/`, {})).statusCode).toBe(401);
    expect((await get('/api/v1/database/99999/schemas/', admin)).statusCode).toBe(404);
    expect((await get('/api/v1/database/nope/schemas/', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/database/{pk}/tables/', () => {
  const tables = (schema: string) =>
    `/api/v1/database/${databaseId}/tables/?q=${encodeURIComponent(`(schema_name:${schema},force:!f)`)}`;

  it("lists a schema's tables in Superset's shape", async () => {
    const response = await get(tables('main'), admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      result: [
        { value: 'customers', type: 'table', extra: null },
        { value: 'orders', type: 'table', extra: null },
      ],
    });
  });

  it('shows a dataset grant only its own table, and no other schema', async () => {
    const headers = await sam();
    expect((await get(tables('main'), headers)).json().result.map((r: { value: string }) => r.value)).toEqual(
      ['orders'],
    );
    const hr = await get(tables('hr'), headers);
    expect(hr.statusCode).toBe(403);
    expect(hr.json().message).toMatch(/You may not read database shop\.hr/);
  });

  it('shows a whole schema once the schema is granted', async () => {
    await changeRoleGrant(
      t.deps,
      {
        role: 'sql_lab',
        permission: DATA_ACCESS_PERMISSIONS.schema,
        view: schemaPermissionView('shop', 'hr'),
      },
      true,
    );
    try {
      const headers = await sam();
      expect((await get(tables('hr'), headers)).json().result).toEqual([
        { value: 'salaries', type: 'table', extra: null },
      ]);
      expect((await get(`/api/v1/database/${databaseId}/schemas/`, headers)).json().result).toEqual([
        'hr',
        'main',
      ]);
    } finally {
      await changeRoleGrant(
        t.deps,
        {
          role: 'sql_lab',
          permission: DATA_ACCESS_PERMISSIONS.schema,
          view: schemaPermissionView('shop', 'hr'),
        },
        false,
      );
    }
  });

  it('answers 400 without a schema name or with malformed rison', async () => {
    for (const q of ['', '?q=()', '?q=(schema_name:)', '?q=%28%28']) {
      const response = await get(`/api/v1/database/${databaseId}/tables/${q}`, admin);
      expect(response.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/v1/database/{pk}/table/{table}/{schema}/ and select_star', () => {
  it("answers a table's columns with their types and its preview SELECT", async () => {
    const response = await get(`/api/v1/database/${databaseId}/table/salaries/hr/`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe('salaries');
    expect(body.columns).toEqual([
      { name: 'person', type: 'VARCHAR', longType: 'VARCHAR', keys: [] },
      { name: 'salary', type: 'DECIMAL(10,2)', longType: 'DECIMAL(10,2)', keys: [] },
    ]);
    expect(body.selectStar).toBe('SELECT *\nFROM "hr"."salaries"\nLIMIT 100');
    const star = await get(`/api/v1/database/${databaseId}/select_star/salaries/hr/`, admin);
    expect(star.json()).toEqual({ result: body.selectStar });
  });

  it('refuses a table the user may not read (403) and answers 404 for one that does not exist', async () => {
    const headers = await sam();
    expect((await get(`/api/v1/database/${databaseId}/table/customers/main/`, headers)).statusCode).toBe(403);
    expect((await get(`/api/v1/database/${databaseId}/table/orders/main/`, headers)).statusCode).toBe(200);
    const missing = await get(`/api/v1/database/${databaseId}/table/nothing/main/`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/Table main\.nothing was not found/);
  });

  it('quotes hostile names instead of running them', async () => {
    const name = encodeURIComponent('x"; DROP TABLE orders; --');
    const star = await get(`/api/v1/database/${databaseId}/select_star/${name}/main/`, admin);
    expect(star.json().result).toBe('SELECT *\nFROM "main"."x""; DROP TABLE orders; --"\nLIMIT 100');
    const meta = await get(`/api/v1/database/${databaseId}/table/${name}/main/`, admin);
    expect(meta.statusCode).toBe(404);
    const still = await get(`/api/v1/database/${databaseId}/table/orders/main/`, admin);
    expect(still.statusCode).toBe(200);
  });
});
