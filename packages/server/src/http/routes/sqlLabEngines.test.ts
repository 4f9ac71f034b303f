import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { startPostgresServer, type PostgresServer } from '../../testing/postgresServer.js';
import { createExampleContentWriter } from '../../services/exampleContentWriter.js';

/** SQL Lab on PostgreSQL and SQLite databases: the same API over each engine's own gate and runner. */

let t: TestApp;
let pg: PostgresServer;
let admin: Record<string, string>;
let pgId: number;
let sqliteId: number;

beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  pg = await startPostgresServer();
  const url = await pg.createDatabase('lab');
  const writer = createExampleContentWriter(t.deps);
  pgId = await writer.upsertDatabase({
    uuid: 'c0000000-0000-4000-8000-0000000000b1',
    database_name: 'pg lab',
    sqlalchemy_uri: url,
    expose_in_sqllab: true,
    allow_dml: true,
  });
  const file = join(t.deps.config.home, 'lab.sqlite');
  const sqlite = new Database(file);
  sqlite.exec(
    "CREATE TABLE fruit (name TEXT, n INTEGER); INSERT INTO fruit VALUES ('apple', 1), ('pear', 2), ('fig', 3);",
  );
  sqlite.close();
  sqliteId = await writer.upsertDatabase({
    uuid: 'c0000000-0000-4000-8000-0000000000b2',
    database_name: 'sqlite lab',
    sqlalchemy_uri: `sqlite:///${file}`,
    expose_in_sqllab: true,
    allow_dml: false,
  });
  admin = (await t.signIn('admin')).headers;
});
afterAll(async () => {
  await t?.close();
  await pg?.stop();
});

let runs = 0;
const execute = (databaseId: number, sql: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/execute/',
    headers: admin,
    payload: { database_id: databaseId, sql, client_id: `e${++runs}`, ...extra },
  });

describe('SQL Lab on PostgreSQL', () => {
  it('runs DDL, DML and a read in one transaction, in the chosen schema, reading only the limit through a cursor', async () => {
    const created = await execute(
      pgId,
      'CREATE SCHEMA lab;\nCREATE TABLE lab.n AS SELECT i FROM generate_series(1, 100) AS i;\nSELECT count(*) AS c FROM lab.n',
    );
    expect(created.json().data).toEqual([{ c: 100 }]);
    const limited = await execute(pgId, 'SELECT i FROM n ORDER BY i DESC', { schema: 'lab', queryLimit: 3 });
    expect(limited.json().data).toEqual([{ i: 100 }, { i: 99 }, { i: 98 }]);
    expect(limited.json().query.limitingFactor).toBe('DROPDOWN');
  });

  it('points an error at the script’s line and column', async () => {
    const failed = await execute(pgId, 'SELECT 1;\nSELECT\n  missing_column FROM lab.n');
    expect(failed.statusCode).toBe(400);
    expect(failed.json().errors[0].extra).toMatchObject({ line: 3, column: 3 });
    const unparsable = await execute(pgId, 'SELECT 1;\n\nSELEC 2');
    expect(unparsable.json().errors[0].extra).toMatchObject({ line: 3, column: 1 });
  });

  it('refuses pg_sleep and settings, and estimates the cost with EXPLAIN', async () => {
    expect((await execute(pgId, 'SELECT pg_sleep(10)')).statusCode).toBe(400);
    expect((await execute(pgId, 'SET statement_timeout = 0')).statusCode).toBe(400);
    const estimate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: { database_id: pgId, sql: 'SELECT * FROM lab.n; SELECT 1' },
    });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json().result).toHaveLength(2);
    expect(estimate.json().result[0]).toMatchObject({
      'Total cost': expect.any(Number),
      'Estimated rows': expect.any(Number),
    });
  });
});

describe('SQL Lab on SQLite', () => {
  it('reads with the limit and refuses writes on a database without DML', async () => {
    const read = await execute(sqliteId, 'SELECT name FROM fruit ORDER BY n; ', { queryLimit: 2 });
    expect(read.json().data).toEqual([{ name: 'apple' }, { name: 'pear' }]);
    expect((await execute(sqliteId, 'DELETE FROM fruit')).statusCode).toBe(400);
    expect((await execute(sqliteId, "SELECT load_extension('x')")).statusCode).toBe(400);
    expect((await execute(sqliteId, "ATTACH 'other.db' AS other")).statusCode).toBe(400);
  });
});
