import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  queryErrorResponseSchema,
  queryExecutionAcceptedSchema,
  queryExecutionResponseSchema,
  type AsyncEvent,
} from '@sightline/core';
import { DuckDBEngine } from '@sightline/query-engine';
import { join } from 'node:path';
import type { TestApp } from '../../testing/createTestApp.js';
import { setUpSqlLabTests } from '../../testing/sqlLabTestContent.js';
import type { ChartDataContent } from '../../testing/chartDataTestContent.js';

let t: TestApp;
let content: ChartDataContent;
let scratchId: number;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let sqlLab: Record<string, string>;
let analyst: Record<string, string>;

beforeAll(async () => {
  ({ t, content, scratchId, admin, gamma, sqlLab, analyst } = await setUpSqlLabTests({
    config: { queryTimeoutMs: 1500, maxRowLimit: 25 },
  }));
});
afterAll(() => t?.close());

let runs = 0;
const execute = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/execute/',
    headers,
    payload: {
      database_id: content.databaseId,
      client_id: `c${++runs}x${Date.now().toString(36)}`,
      ...payload,
    },
  });

describe('POST /api/v1/sqllab/execute/', () => {
  it('runs a SELECT and answers its rows as objects, the same as the engine itself', async () => {
    const sql = 'SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY region';
    const response = await execute({ sql, queryLimit: 10 });
    expect(response.statusCode).toBe(200);
    const body = queryExecutionResponseSchema.parse(response.json());
    expect(body.status).toBe('success');
    expect(body.columns.map((c) => [c.name, c.type])).toEqual([
      ['region', 'VARCHAR'],
      ['total', 'DOUBLE'],
    ]);
    const duck = await DuckDBEngine.open(join(t.deps.config.home, 'sales.duckdb'));
    const direct = await duck.run(sql);
    await duck.close();
    expect(body.data).toEqual(direct.rows.map(([region, total]) => ({ region, total })));
    expect(body.query).toMatchObject({
      state: 'success',
      rows: 3,
      limitingFactor: 'NOT_LIMITED',
      dbId: content.databaseId,
    });
  });

  it('answers the last statement of several, and points errors at the script line', async () => {
    const ok = await execute({ sql: 'SELECT 1 AS a;\nSELECT 2 AS b, 3 AS b' });
    expect(ok.json().data).toEqual([{ b: 2, b__1: 3 }]);
    const failed = await execute({ sql: 'SELECT 1;\n\nSELECT nope FROM sales' });
    expect(failed.statusCode).toBe(400);
    const body = queryErrorResponseSchema.parse(failed.json());
    expect(body.errors[0]).toMatchObject({ error_type: 'GENERIC_DB_ENGINE_ERROR', extra: { line: 3 } });
    expect(body.errors[0]!.message).toMatch(/^DuckDB error: .*nope/);
    expect(body.query?.state).toBe('failed');
    const unparsable = await execute({ sql: 'SELECT 1;\nSELECT 2\n  FROM WHERE' });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json().errors[0]).toMatchObject({
      error_type: 'INVALID_SQL_ERROR',
      extra: { line: 3 },
    });
  });

  it('applies the row limit within the server maximum and says what limited the rows', async () => {
    const cases: [string, number | undefined, number, string][] = [
      ['SELECT * FROM sales', 5, 5, 'DROPDOWN'],
      ['SELECT * FROM sales LIMIT 3', 5, 3, 'QUERY'],
      ['SELECT * FROM sales LIMIT 5', 5, 5, 'QUERY_AND_DROPDOWN'],
      ['SELECT * FROM sales WHERE amount < 2', 5, 2, 'NOT_LIMITED'],
      // The server's maximum (25 here) caps a larger limit.
      ['SELECT * FROM sales', 1000, 25, 'DROPDOWN'],
    ];
    for (const [sql, queryLimit, rows, factor] of cases) {
      const body = (await execute({ sql, queryLimit })).json();
      expect([sql, body.data.length, body.query.limitingFactor]).toEqual([sql, rows, factor]);
    }
  });

  it('refuses writes unless the database allows DML, and runs them in a transaction where it does', async () => {
    const refused = await execute({ sql: 'DELETE FROM sales' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/does not allow DML/);
    const created = await execute({
      database_id: scratchId,
      sql: 'CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2); SELECT count(*) AS n FROM t',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual([{ n: 2 }]);
    const rolledBack = await execute({
      database_id: scratchId,
      sql: 'INSERT INTO t VALUES (3); SELECT * FROM missing',
    });
    expect(rolledBack.statusCode).toBe(400);
    const after = await execute({ database_id: scratchId, sql: 'SELECT count(*) AS n FROM t' });
    expect(after.json().data).toEqual([{ n: 2 }]);
  });

  it('creates a table from the last SELECT (CTAS) where the database allows it', async () => {
    const refused = await execute({ sql: 'SELECT 1 AS a', select_as_cta: true, tmp_table_name: 'x' });
    expect(refused.statusCode).toBe(400);
    const ctas = await execute({
      database_id: scratchId,
      sql: 'SELECT 42 AS a',
      select_as_cta: true,
      tmp_table_name: 'answer',
    });
    expect(ctas.statusCode).toBe(200);
    expect(ctas.json().query).toMatchObject({ ctas: true, tempTable: 'answer' });
    const read = await execute({ database_id: scratchId, sql: 'SELECT a FROM answer' });
    expect(read.json().data).toEqual([{ a: 42 }]);
  });

  it('refuses file, network, extension and sleep functions, and other statements, before anything runs', async () => {
    for (const sql of [
      "SELECT * FROM read_csv('/etc/passwd')",
      'SELECT 1; SELECT sleep_ms(1000)',
      'INSTALL httpfs',
      "ATTACH '/tmp/x.duckdb' AS x",
      "COPY sales TO '/tmp/out.csv'",
      'SET threads = 1',
    ]) {
      const response = await execute({ database_id: scratchId, sql });
      expect([sql, response.statusCode]).toEqual([sql, 400]);
      expect(response.json().errors[0].error_type).toBe('INVALID_SQL_ERROR');
    }
    const inWrite = await execute({
      database_id: scratchId,
      sql: "CREATE TABLE f AS SELECT * FROM read_csv('/etc/passwd')",
    });
    expect(inWrite.statusCode).toBe(400);
  });

  it('stops a statement at the query timeout', async () => {
    const response = await execute({ sql: 'SELECT sum(r) FROM range(100000000000) t(r)' });
    expect(response.statusCode).toBe(408);
    expect(response.json().query.state).toBe('timed_out');
  });

  it('stops a running query on POST /api/v1/query/stop', async () => {
    const clientId = `stop${Date.now().toString(36)}`;
    t.deps.config.queryTimeoutMs = 60_000;
    try {
      const running = execute({ sql: 'SELECT sum(r) FROM range(100000000000) t(r)', client_id: clientId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stop = await t.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: admin,
        payload: { client_id: clientId },
      });
      expect(stop.json()).toEqual({ result: 'OK' });
      const response = await running;
      expect(response.statusCode).toBe(400);
      expect(response.json().query.state).toBe('stopped');
    } finally {
      t.deps.config.queryTimeoutMs = 1500;
    }
  });

  it('stops a query recorded stopped by another process (several web processes)', async () => {
    const clientId = `far${Date.now().toString(36)}`;
    t.deps.config.queryTimeoutMs = 60_000;
    try {
      const running = execute({ sql: 'SELECT sum(r) FROM range(100000000000) t(r)', client_id: clientId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.deps.db
        .updateTable('query')
        .set({ status: 'stopped' })
        .where('client_id', '=', clientId)
        .execute();
      const response = await running;
      expect(response.json().query.state).toBe('stopped');
    } finally {
      t.deps.config.queryTimeoutMs = 1500;
    }
  });

  it('runs in the schema the editor chose', async () => {
    const response = await execute({ sql: 'SELECT count(*) AS n FROM sales', schema: 'main' });
    expect(response.json().data).toEqual([{ n: 30 }]);
  });

  it('asks for SQL Lab and the database: 403 for Gamma and for sql_lab without the database', async () => {
    expect((await execute({ sql: 'SELECT 1' }, gamma)).statusCode).toBe(403);
    const noDatabase = await execute({ sql: 'SELECT 1' }, sqlLab);
    expect(noDatabase.statusCode).toBe(403);
    expect(noDatabase.json().message).toMatch(/database sales db/);
    expect((await execute({ sql: 'SELECT 1 AS one' }, analyst)).json().data).toEqual([{ one: 1 }]);
    expect((await execute({ sql: 'SELECT 1', database_id: 999999 })).statusCode).toBe(404);
  });

  it('answers clear 4xx to bad input', async () => {
    const bad = async (payload: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/sqllab/execute/',
          headers: admin,
          payload: payload as object,
        })
      ).statusCode;
    expect(await bad({ sql: 'SELECT 1' })).toBe(422);
    expect(await bad({ database_id: content.databaseId, sql: '' })).toBe(422);
    expect(await bad({ database_id: content.databaseId, sql: 'SELECT 1', client_id: 'a b' })).toBe(422);
    expect(await bad({ database_id: content.databaseId, sql: ' -- nothing' })).toBe(400);
    const twice = await execute({ sql: 'SELECT 1', client_id: 'sameid' });
    expect(twice.statusCode).toBe(200);
    expect((await execute({ sql: 'SELECT 1', client_id: 'sameid' })).statusCode).toBe(400);
  });
});

/** Polls the caller's events until one for `jobId` arrives. */
async function eventOf(jobId: string, headers = admin): Promise<AsyncEvent> {
  const started = Date.now();
  for (;;) {
    const response = await t.app.inject({ url: '/api/v1/async_event/', headers });
    const event = (response.json().result as AsyncEvent[]).find((e) => e.job_id === jobId);
    if (event) return event;
    if (Date.now() - started > 15_000) throw new Error(`no event for job ${jobId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('running on the worker tier', () => {
  it('answers 202, publishes the end on the session channel and serves the rows to their owner only', async () => {
    const accepted = await execute({
      sql: 'SELECT region FROM sales ORDER BY amount LIMIT 2',
      runAsync: true,
    });
    expect(accepted.statusCode).toBe(202);
    const job = queryExecutionAcceptedSchema.parse(accepted.json());
    expect(['pending', 'running', 'success']).toContain(job.query.state);
    const event = await eventOf(job.job_id);
    expect(event.status).toBe('done');
    expect(event.result_url).toMatch(/^\/api\/v1\/sqllab\/results\/\?key=[0-9a-f]{40}$/);
    const results = await t.app.inject({ url: event.result_url!, headers: admin });
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({
      status: 'success',
      data: [{ region: 'north' }, { region: 'south' }],
    });
    expect((await t.app.inject({ url: event.result_url!, headers: analyst })).statusCode).toBe(404);
    const key = event.result_url!.split('=')[1];
    expect(
      (await t.app.inject({ url: `/api/v1/sqllab/results/?q=(key:'${key}')`, headers: admin })).statusCode,
    ).toBe(200);
  });

  it('publishes an error event for a failing async query and records it failed', async () => {
    const accepted = await execute({ sql: 'SELECT missing FROM sales', runAsync: true });
    const job = queryExecutionAcceptedSchema.parse(accepted.json());
    const event = await eventOf(job.job_id);
    expect(event.status).toBe('error');
    expect(event.errors[0]!.message).toMatch(/missing/);
    const query = await t.app.inject({ url: `/api/v1/query/${job.query_id}`, headers: admin });
    expect(query.json().result.status).toBe('failed');
  });
});

describe('stopping an async query', () => {
  it('cancels its job, records it stopped and publishes an error event', async () => {
    const clientId = `async${Date.now().toString(36)}`;
    const accepted = await execute({
      sql: 'SELECT sum(r) FROM range(100000000000) t(r)',
      runAsync: true,
      client_id: clientId,
    });
    const job = queryExecutionAcceptedSchema.parse(accepted.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: clientId },
    });
    expect(stop.statusCode).toBe(200);
    const event = await eventOf(job.job_id);
    expect(event.status).toBe('error');
    const query = await t.app.inject({ url: `/api/v1/query/${job.query_id}`, headers: admin });
    expect(query.json().result.status).toBe('stopped');
  });
});

describe('export, estimate, format and permalinks', () => {
  it('exports a query’s rows as CSV with can_export_csv', async () => {
    const ran = (await execute({ sql: "SELECT 'a,b' AS x, 1 AS n UNION ALL SELECT '=cmd', 2" })).json();
    const csv = await t.app.inject({ url: `/api/v1/sqllab/export/${ran.query.id}/`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('x,n\r\n"a,b",1\r\n\'=cmd,2\r\n');
    expect(
      (await t.app.inject({ url: `/api/v1/sqllab/export/${ran.query.id}/`, headers: analyst })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/sqllab/export/nope/', headers: admin })).statusCode).toBe(404);
  });

  it('estimates a DuckDB statement’s rows with EXPLAIN', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: { database_id: content.databaseId, sql: 'SELECT * FROM sales' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toHaveLength(1);
    expect(response.json().result[0]).toHaveProperty('Estimated rows');
    const gammaTry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: gamma,
      payload: { database_id: content.databaseId, sql: 'SELECT 1' },
    });
    expect(gammaTry.statusCode).toBe(403);
  });

  it('formats SQL in the database’s dialect', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/format_sql/',
      headers: admin,
      payload: { sql: 'select a,b from t where x=1', database_id: content.databaseId },
    });
    expect(response.json()).toEqual({ result: 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1' });
  });

  it('keeps the editor’s state in a permalink', async () => {
    const state = { dbId: content.databaseId, schema: 'main', sql: 'SELECT 1', name: 'One' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: admin,
      payload: state,
    });
    expect(created.statusCode).toBe(201);
    const { key, url } = created.json();
    expect(url).toContain(`/sqllab/p/${key}/`);
    const read = await t.app.inject({ url: `/api/v1/sqllab/permalink/${key}`, headers: analyst });
    expect(read.json()).toEqual(state);
    expect((await t.app.inject({ url: '/api/v1/sqllab/permalink/nope', headers: admin })).statusCode).toBe(
      404,
    );
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: sqlLab,
      payload: state,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('deleting a database', () => {
  it('deletes its queries too', async () => {
    const before = await t.app.inject({
      url: `/api/v1/query/?q=(filters:!((col:database,opr:rel_o_m,value:${scratchId})))`,
      headers: admin,
    });
    expect(before.json().count).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/database/${scratchId}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({
      url: `/api/v1/query/?q=(filters:!((col:database,opr:rel_o_m,value:${scratchId})))`,
      headers: admin,
    });
    expect(after.json().count).toBe(0);
  });
});
