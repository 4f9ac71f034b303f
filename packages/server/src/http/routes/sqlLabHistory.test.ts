import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryHistoryItemSchema, sqlLabBootstrapSchema, tabStateSchema } from '@sightline/core';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpSqlLabTests } from '../../testing/sqlLabTestContent.js';

let t: TestApp;
let databaseId: number;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let analyst: Record<string, string>;

beforeAll(async () => {
  let content;
  ({ t, content, admin, gamma, analyst } = await setUpSqlLabTests());
  databaseId = content.databaseId;
});
afterAll(() => t?.close());

const run = async (sql: string, headers: Record<string, string>, clientId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/execute/',
    headers,
    payload: { database_id: databaseId, sql, client_id: clientId, tab: 'Tab one', sql_editor_id: '7' },
  });
  return response;
};
const get = (url: string, headers = admin) => t.app.inject({ url, headers });

describe('query history', () => {
  it('lists the user’s own queries with filters and paging; an admin sees everyone’s', async () => {
    for (let i = 0; i < 3; i++) await run(`SELECT ${i} AS n`, analyst, `an${i}`);
    await run('SELECT broken FROM nowhere', analyst, 'anbad');
    await run('SELECT 42 AS admin_only', admin, 'ad1');

    const own = await get('/api/v1/query/', analyst);
    expect(own.statusCode).toBe(200);
    expect(own.json().count).toBe(4);
    expect(own.json().result.every((q: { user: { id: number } }) => q.user.id !== undefined)).toBe(true);
    const all = await get('/api/v1/query/');
    expect(all.json().count).toBe(5);

    const failed = await get(`/api/v1/query/?q=(filters:!((col:status,opr:eq,value:failed)))`, analyst);
    expect(failed.json().result.map((q: { sql: string }) => q.sql)).toEqual(['SELECT broken FROM nowhere']);
    const paged = await get(
      '/api/v1/query/?q=(order_column:id,order_direction:asc,page:1,page_size:2)',
      analyst,
    );
    expect(paged.json().result.map((q: { sql: string }) => q.sql)).toEqual([
      'SELECT 2 AS n',
      'SELECT broken FROM nowhere',
    ]);
    const bySql = await get(`/api/v1/query/?q=(filters:!((col:sql,opr:ct,value:'42')))`, analyst);
    expect(bySql.json().count).toBe(0);

    const first = own.json().result.find((q: { sql: string }) => q.sql === 'SELECT 0 AS n').id as number;
    const one = await get(`/api/v1/query/${first}`, analyst);
    expect(one.statusCode).toBe(200);
    queryHistoryItemSchema.parse(one.json().result);
    expect(one.json().result).toMatchObject({ tab_name: 'Tab one', sql_editor_id: '7', status: 'success' });
    expect(one.json().result.select_sql).toBe('SELECT 0 AS n');
    const adminsQuery = all.json().result.find((q: { sql: string }) => q.sql.includes('admin_only')).id;
    expect((await get(`/api/v1/query/${adminsQuery}`, analyst)).statusCode).toBe(404);
    expect((await get('/api/v1/query/', gamma)).statusCode).toBe(403);
    expect((await get('/api/v1/query/?q=(filters:!((col:nope,opr:eq,value:1)))', analyst)).statusCode).toBe(
      400,
    );
    expect((await get('/api/v1/query/related/user', analyst)).statusCode).toBe(200);
    const statuses = await get('/api/v1/query/distinct/status', analyst);
    expect(
      statuses
        .json()
        .result.map((s: { value: string }) => s.value)
        .sort(),
    ).toEqual(['failed', 'success']);
  });

  it('answers the queries changed since a time', async () => {
    const before = Date.now() - 1;
    await run('SELECT 7 AS seven', analyst, 'since1');
    const changed = await get(`/api/v1/query/updated_since?q=(last_updated_ms:${before})`, analyst);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.map((q: { client_id: string }) => q.client_id)).toEqual(['since1']);
    const none = await get(`/api/v1/query/updated_since?q=(last_updated_ms:${Date.now() + 60_000})`, analyst);
    expect(none.json().result).toEqual([]);
    expect((await get('/api/v1/query/updated_since?q=(last_updated_ms:x)', analyst)).statusCode).toBe(400);
  });

  it('stops only the user’s own queries', async () => {
    const stop = (clientId: string, headers = analyst) =>
      t.app.inject({ method: 'POST', url: '/api/v1/query/stop', headers, payload: { client_id: clientId } });
    expect((await stop('ad1')).statusCode).toBe(404);
    expect((await stop('an0')).statusCode).toBe(200);
    // A query that ended keeps its end.
    expect(
      (await get(`/api/v1/query/?q=(filters:!((col:client_id,opr:eq,value:an0)))`, analyst)).json().result[0]
        .status,
    ).toBe('success');
    expect((await stop('unknown')).statusCode).toBe(404);
  });
});

describe('tabs and the bootstrap', () => {
  it('keeps tabs per user across sessions: create, change, activate, read, close', async () => {
    const create = (payload: object, headers = analyst) =>
      t.app.inject({ method: 'POST', url: '/tabstateview/', headers, payload });
    const first = (await create({ label: 'First', database_id: databaseId, sql: 'SELECT 1' })).json()
      .id as number;
    const second = (await create({ label: 'Second' })).json().id as number;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${first}`,
      headers: analyst,
      payload: {
        sql: 'SELECT 2',
        schema: 'main',
        query_limit: 50,
        latest_query_id: 'an1',
        extra_json: { a: 1 },
      },
    });
    expect(changed.json()).toEqual({ id: first });
    expect(
      (await t.app.inject({ method: 'POST', url: `/tabstateview/${first}/activate`, headers: analyst }))
        .statusCode,
    ).toBe(200);

    const tab = tabStateSchema.parse((await get(`/tabstateview/${first}`, analyst)).json());
    expect(tab).toMatchObject({
      label: 'First',
      active: true,
      sql: 'SELECT 2',
      schema: 'main',
      query_limit: 50,
      extra_json: { a: 1 },
    });
    expect(tab.latest_query).toMatchObject({ id: 'an1', state: 'success' });

    // Another browser: a fresh sign-in of the same user sees the same tabs.
    const elsewhere = (await t.signIn('analyst')).headers;
    const bootstrap = sqlLabBootstrapSchema.parse((await get('/api/v1/sqllab/', elsewhere)).json().result);
    expect(bootstrap.tab_state_ids).toEqual([
      [String(first), 'First'],
      [String(second), 'Second'],
    ]);
    expect(bootstrap.active_tab?.id).toBe(first);
    expect(Object.keys(bootstrap.databases)).toEqual([String(databaseId), expect.any(String)]);
    expect(bootstrap.queries['an1']).toMatchObject({ state: 'success', sql: 'SELECT 1 AS n' });

    // Another user's tab is not found, nor are bad bodies accepted.
    expect((await get(`/tabstateview/${first}`, admin)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/tabstateview/${first}`,
          headers: admin,
          payload: { sql: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await create({ label: 'Bad', database_id: 999999 })).statusCode).toBe(422);
    expect((await create({ unknown: true })).statusCode).toBe(422);
    expect((await create({ latest_query_id: 'ad1' })).statusCode).toBe(404);
    expect((await create({}, gamma)).statusCode).toBe(403);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/tabstateview/${second}`, headers: analyst })).json(),
    ).toEqual({ result: 'OK' });
    expect((await get(`/tabstateview/${second}`, analyst)).statusCode).toBe(404);
    expect((await get('/tabstateview/abc', analyst)).statusCode).toBe(404);
  });

  it('lists in the bootstrap only the databases the user may query', async () => {
    const sqlLabOnly = (await t.signIn('sqllab')).headers;
    const bootstrap = (await get('/api/v1/sqllab/', sqlLabOnly)).json().result;
    expect(bootstrap).toMatchObject({ active_tab: null, tab_state_ids: [], databases: {}, queries: {} });
    expect((await get('/api/v1/sqllab/', gamma)).statusCode).toBe(403);
  });
});
