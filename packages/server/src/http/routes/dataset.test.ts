import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  risonQueryArgument as q,
  setUpResourceTests,
  type SeededContent,
} from '../../testing/resourceTestContent.js';

let t: TestApp;
let seeded: SeededContent;
let admin: Record<string, string>;
let alpha: Record<string, string>;
let gamma: Record<string, string>;

beforeAll(async () => {
  ({ t, seeded, admin, alpha, gamma } = await setUpResourceTests({ alpha: 'ada', gamma: 'gwen' }));
});
afterAll(() => t.close());

describe('dataset list and get', () => {
  it('lists datasets with kind, database and explore_url', async () => {
    const body = (await t.app.inject({ url: '/api/v1/dataset/', headers: gamma })).json();
    expect(body.result).toEqual([
      expect.objectContaining({
        id: seeded.datasetId,
        table_name: 'births',
        schema: 'main',
        kind: 'physical',
        database: { id: seeded.databaseId, database_name: 'examples', backend: 'sqlite' },
        explore_url: `/explore/?datasource_type=table&datasource_id=${seeded.datasetId}`,
        owners: [],
      }),
    ]);
  });

  it('gets a dataset with its columns and metrics', async () => {
    const body = (await t.app.inject({ url: `/api/v1/dataset/${seeded.datasetId}`, headers: gamma })).json();
    expect(
      body.result.columns.map((c: { column_name: string; is_dttm: boolean }) => [c.column_name, c.is_dttm]),
    ).toEqual([
      ['ds', true],
      ['state', false],
      ['num', false],
    ]);
    expect(body.result.metrics).toEqual([
      expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)' }),
    ]);
    expect((await t.app.inject({ url: '/api/v1/dataset/424242', headers: gamma })).statusCode).toBe(404);
  });

  it('lists related databases for the database filter', async () => {
    const body = (
      await t.app.inject({
        url: `/api/v1/dataset/related/database?q=${q({ filter: 'EXAM' })}`,
        headers: gamma,
      })
    ).json();
    expect(body).toEqual({ count: 1, result: [{ value: seeded.databaseId, text: 'examples' }] });
    const none = (
      await t.app.inject({
        url: `/api/v1/dataset/related/database?q=${q({ filter: 'zzz' })}`,
        headers: gamma,
      })
    ).json();
    expect(none).toEqual({ count: 0, result: [] });
  });

  it('answers distinct schemas', async () => {
    const body = (await t.app.inject({ url: '/api/v1/dataset/distinct/schema', headers: gamma })).json();
    expect(body).toEqual({ count: 1, result: [{ text: 'main', value: 'main' }] });
    expect((await t.app.inject({ url: '/api/v1/dataset/distinct/sql', headers: gamma })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/v1/dataset/distinct/schema' })).statusCode).toBe(401);
  });
});

describe('dataset create, update, delete', () => {
  it('creates a physical dataset with columns read from the engine', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: alpha,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'orders' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const dataset = (await t.app.inject({ url: `/api/v1/dataset/${id}`, headers: alpha })).json().result;
    expect(dataset.kind).toBe('physical');
    expect(dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'order_date',
      'region',
      'sales',
    ]);
    expect(dataset.columns.find((c: { column_name: string }) => c.column_name === 'sales').type_generic).toBe(
      0,
    );
  });

  it('creates a virtual dataset from SQL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: alpha,
      payload: {
        database: seeded.databaseId,
        schema: 'main',
        table_name: 'big_states',
        sql: 'select state, sum(num) as total from births group by state',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result.kind).toBe('virtual');
    const virtual = (
      await t.app.inject({
        url: `/api/v1/dataset/?q=${q({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }] })}`,
        headers: alpha,
      })
    ).json();
    expect(virtual.result.map((d: { table_name: string }) => d.table_name)).toEqual(['big_states']);
  });

  it('refuses duplicates, missing tables and missing databases with 422', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'births' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { table_name: ['Dataset main.births already exists'] } });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'nope' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message.table_name[0]).toContain('Table [main.nope] could not be found');
    const noDb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: 9999, table_name: 'x' },
    });
    expect(noDb.json()).toEqual({ message: { database: ['Database does not exist'] } });
    const badSql = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: seeded.databaseId, table_name: 'v', sql: 'select nope from nowhere' },
    });
    expect(badSql.statusCode).toBe(422);
    expect(badSql.json().message.sql).toHaveLength(1);
  });

  it('Gamma cannot create datasets', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: gamma,
      payload: { database: seeded.databaseId, table_name: 'orders' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('updates columns and metrics in one transaction, keeping existing column ids', async () => {
    const before = (await t.app.inject({ url: `/api/v1/dataset/${seeded.datasetId}`, headers: admin })).json()
      .result;
    const dsId = before.columns[0].id;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${seeded.datasetId}`,
      headers: admin,
      payload: {
        description: 'Births per state',
        columns: [
          { column_name: 'ds', is_dttm: true, type: 'TEXT', verbose_name: 'Day' },
          { column_name: 'state', type: 'TEXT' },
        ],
        metrics: [{ metric_name: 'total', expression: 'SUM(num)' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await t.app.inject({ url: `/api/v1/dataset/${seeded.datasetId}`, headers: admin })).json()
      .result;
    expect(after.description).toBe('Births per state');
    expect(after.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['ds', 'state']);
    expect(after.columns[0]).toMatchObject({ id: dsId, verbose_name: 'Day' });
    expect(after.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['total']);
    const dup = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${seeded.datasetId}`,
      headers: admin,
      payload: { description: 'changed', columns: [{ column_name: 'a' }, { column_name: 'a' }] },
    });
    expect(dup.statusCode).toBe(422);
    const unchanged = (
      await t.app.inject({ url: `/api/v1/dataset/${seeded.datasetId}`, headers: admin })
    ).json().result;
    expect(unchanged.description).toBe('Births per state');
  });

  it('only owners or admins delete', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: alpha,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'v2', sql: 'select 1 as one' },
    });
    const { id } = created.json();
    await t.createUser('Alpha', 'other_alpha');
    const other = (await t.signIn('other_alpha')).headers;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/${id}`, headers: other })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/?q=!(${id})`, headers: alpha })).json(),
    ).toEqual({ message: 'Deleted 1 dataset' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe('dataset update validation', () => {
  it('refuses a rename onto another dataset and duplicated column or metric names with 422', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: seeded.databaseId, schema: 'main', table_name: 'v3', sql: 'select 1 as one' },
    });
    const { id } = created.json();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${id}`, headers: admin, payload });
    const renamed = await put({ table_name: 'births' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toEqual({ message: { table_name: ['Dataset main.births already exists'] } });
    const columns = await put({ columns: [{ column_name: 'one' }, { column_name: 'one' }] });
    expect(columns.statusCode).toBe(422);
    expect(columns.json()).toEqual({ message: { columns: ['One or more columns are duplicated: one'] } });
    const metrics = await put({
      metrics: [
        { metric_name: 'm', expression: 'count(*)' },
        { metric_name: 'm', expression: 'sum(one)' },
      ],
    });
    expect(metrics.statusCode).toBe(422);
    expect(metrics.json()).toEqual({ message: { metrics: ['One or more metrics are duplicated: m'] } });
    const fine = await put({ table_name: 'v3_renamed' });
    expect(fine.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/${id}`, headers: admin });
  });
});
