import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericDataType, type Engine } from '../engine.js';
import { QueryCancelledError, QueryTimeoutError } from '../errors.js';
import { openEngine } from '../openEngine.js';
import { startPostgresServer, type PostgresTestServer } from '../testing/postgresServer.js';

describe('PostgreSQL engine (real PostgreSQL server)', () => {
  let server: PostgresTestServer;
  let engine: Engine;

  beforeAll(async () => {
    server = await startPostgresServer();
    const url = await server.createDatabase('analytics');
    engine = await openEngine(url.replace(/^postgresql:/, 'postgresql+psycopg2:'), { allowDml: true });
    await engine.run(`CREATE SCHEMA sales`);
    await engine.run(`CREATE TABLE sales.orders (
        id bigint PRIMARY KEY, order_date date, created_at timestamp, paid_at timestamptz,
        amount numeric(10,2), ratio double precision, paid boolean, customer text, tags jsonb)`);
    await engine.run(`INSERT INTO sales.orders
        SELECT i, DATE '2024-01-01' + i, TIMESTAMP '2024-01-01 10:30:00' + i * INTERVAL '1 hour',
               TIMESTAMPTZ '2024-01-01 10:30:00.25+02' + i * INTERVAL '1 hour',
               i * 1.25, i / 4.0, i % 2 = 0, 'c' || i, jsonb_build_object('i', i)
        FROM generate_series(0, 9) AS i`);
  });

  afterAll(async () => {
    await engine?.close();
    await server?.stop();
  });

  it('survives the server closing its idle pooled connections (restart, admin termination)', async () => {
    await engine.run('SELECT 1');
    const admin = await openEngine(server.url, { allowDml: true });
    try {
      await admin.run(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = 'analytics' AND application_name = 'sightline' AND pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await engine.run('SELECT 2 AS two')).rows).toEqual([[2]]);
  });

  it('runs sessions in UTC, so truncating a timestamptz gives the same instant on any server', async () => {
    expect((await engine.run('SHOW TimeZone')).rows).toEqual([['UTC']]);
    const { rows } = await engine.run(
      `SELECT DATE_TRUNC('day', TIMESTAMPTZ '2024-01-01 23:30:00-05')::text AS day`,
    );
    expect(rows).toEqual([['2024-01-02 00:00:00+00']]);
  });

  it('converts values and translates ? placeholders', async () => {
    const result = await engine.run(
      `SELECT id, order_date, created_at, paid_at, amount, ratio, paid, customer, tags, 'what?' AS q
       FROM sales.orders WHERE id = ? AND customer = ?`,
      { params: [3, 'c3'] },
    );
    expect(result.rows).toEqual([
      [
        3,
        '2024-01-04',
        '2024-01-01T13:30:00.000Z',
        '2024-01-01T11:30:00.250Z',
        3.75,
        0.75,
        false,
        'c3',
        '{"i": 3}',
        'what?',
      ],
    ]);
    expect(result.columns.map((c) => [c.name, c.type, c.typeGeneric, c.isDttm])).toEqual([
      ['id', 'bigint', GenericDataType.NUMERIC, false],
      ['order_date', 'date', GenericDataType.TEMPORAL, true],
      ['created_at', 'timestamp without time zone', GenericDataType.TEMPORAL, true],
      ['paid_at', 'timestamp with time zone', GenericDataType.TEMPORAL, true],
      ['amount', 'numeric', GenericDataType.NUMERIC, false],
      ['ratio', 'double precision', GenericDataType.NUMERIC, false],
      ['paid', 'boolean', GenericDataType.BOOLEAN, false],
      ['customer', 'text', GenericDataType.STRING, false],
      ['tags', 'jsonb', GenericDataType.STRING, false],
      ['q', 'text', GenericDataType.STRING, false],
    ]);
  });

  it('returns count(*) (int8) as a number and huge int8 values as exact strings', async () => {
    const { rows } = await engine.run(
      `SELECT count(*), 9007199254740993::int8 FROM sales.orders WHERE order_date >= ?`,
      {
        params: ['2024-01-05'],
      },
    );
    expect(rows).toEqual([[6, '9007199254740993']]);
  });

  it('lists schemas and tables and describes a table and a query', async () => {
    expect(await engine.listSchemas()).toEqual(['public', 'sales']);
    expect(await engine.listTables('sales')).toEqual([{ schema: 'sales', table: 'orders' }]);
    expect(await engine.listTables(null)).toEqual([]);
    const columns = await engine.describeTable({ schema: 'sales', table: 'orders' });
    expect(columns.slice(0, 3).map((c) => [c.name, c.type, c.nullable, c.isDttm])).toEqual([
      ['id', 'bigint', false, false],
      ['order_date', 'date', true, true],
      ['created_at', 'timestamp without time zone', true, true],
    ]);
    expect(columns[4]).toMatchObject({
      name: 'amount',
      type: 'numeric(10,2)',
      typeGeneric: GenericDataType.NUMERIC,
    });
    await expect(engine.describeTable({ schema: 'sales', table: 'nope' })).rejects.toThrow('does not exist');
    const described = await engine.describeQuery(
      `SELECT date_trunc('month', created_at) AS month, sum(amount) AS total FROM sales.orders GROUP BY 1;`,
    );
    expect(described.map((c) => [c.name, c.typeGeneric])).toEqual([
      ['month', GenericDataType.TEMPORAL],
      ['total', GenericDataType.NUMERIC],
    ]);
  });

  it('cancels a statement on timeout and on abort, and the pool stays usable', async () => {
    await expect(engine.run('SELECT pg_sleep(30)', { timeoutMs: 200 })).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    const controller = new AbortController();
    const pending = engine.run('SELECT pg_sleep(30)', { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(pending).rejects.toBeInstanceOf(QueryCancelledError);
    const { rows } = await engine.run(
      `SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'`,
    );
    expect(rows).toEqual([[0]]);
  });

  it('reports connection failures readably', async () => {
    const unreachable = await openEngine(`postgresql://postgres@127.0.0.1:${server.port}/no_such_db`);
    await expect(unreachable.testConnection()).rejects.toThrow(/no_such_db/);
    await unreachable.close();
  });
});
