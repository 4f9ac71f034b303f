import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericDataType } from '../engine.js';
import { MultipleStatementsError, QueryCancelledError, QueryTimeoutError } from '../errors.js';
import { openEngine } from '../openEngine.js';
import type { Engine } from '../engine.js';

describe('DuckDB engine (real DuckDB file)', () => {
  let dir: string;
  let engine: Engine;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sightline-duckdb-'));
    engine = await openEngine(`duckdb:///${join(dir, 'test.duckdb')}`, { allowDml: true });
    await engine.run(`CREATE SCHEMA sales`);
    await engine.run(`CREATE TABLE sales.orders AS
      SELECT i::BIGINT AS id, DATE '2024-01-01' + i::INT AS order_date,
             TIMESTAMP '2024-01-01 10:30:00' + INTERVAL (i) HOUR AS created_at,
             (i * 1.25)::DECIMAL(10,2) AS amount, i % 2 = 0 AS paid, 'c' || i AS customer
      FROM range(10) r(i)`);
    await engine.run(`ALTER TABLE sales.orders ALTER COLUMN id SET NOT NULL`);
  });

  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('converts values: BIGINT to number, DATE/TIMESTAMP to ISO text, DECIMAL to number', async () => {
    const result = await engine.run(
      `SELECT id, order_date, created_at, amount, paid, customer FROM sales.orders WHERE id = ?`,
      { params: [3] },
    );
    expect(result.rows).toEqual([[3, '2024-01-04', '2024-01-01T13:30:00.000Z', 3.75, false, 'c3']]);
    expect(result.columns.map((c) => [c.name, c.type, c.typeGeneric, c.isDttm])).toEqual([
      ['id', 'BIGINT', GenericDataType.NUMERIC, false],
      ['order_date', 'DATE', GenericDataType.TEMPORAL, true],
      ['created_at', 'TIMESTAMP', GenericDataType.TEMPORAL, true],
      ['amount', 'DECIMAL(10,2)', GenericDataType.NUMERIC, false],
      ['paid', 'BOOLEAN', GenericDataType.BOOLEAN, false],
      ['customer', 'VARCHAR', GenericDataType.STRING, false],
    ]);
  });

  it('returns dates and timestamps as epoch milliseconds when asked (what frames hold)', async () => {
    const result = await engine.run(
      `SELECT order_date, created_at, TIMESTAMPTZ '2024-03-01 12:00:00+02' AS tz,
              'infinity'::TIMESTAMP AS forever, NULL::DATE AS missing
       FROM sales.orders WHERE id = 3`,
      { temporalAs: 'epochMs' },
    );
    expect(result.rows).toEqual([
      [Date.UTC(2024, 0, 4), Date.UTC(2024, 0, 1, 13, 30), Date.UTC(2024, 2, 1, 10), 'infinity', null],
    ]);
  });

  it('keeps integers past 2^53 exact as strings and binds large integer parameters without overflow', async () => {
    const { rows } = await engine.run(
      `SELECT 9007199254740993::BIGINT AS big, ?::BIGINT + 1 AS bound, ? AS s`,
      {
        params: [5_000_000_000, 'text'],
      },
    );
    expect(rows).toEqual([['9007199254740993', 5_000_000_001, 'text']]);
  });

  it('turns every other type into a scalar cell', async () => {
    const { rows, columns } = await engine.run(`SELECT
        TIMESTAMPTZ '2024-03-01 12:00:00+02' AS tz, TIME '08:15:00' AS t, [1, 2] AS list,
        170141183460469231731687303715884105727::HUGEINT AS huge, NULL::INTEGER AS nothing,
        'infinity'::TIMESTAMP AS forever, 123456789012345678.5::DECIMAL(38,1) AS wide, {'a': 1} AS struct`);
    expect(rows).toEqual([
      [
        '2024-03-01T10:00:00.000Z',
        '08:15:00',
        '[1, 2]',
        '170141183460469231731687303715884105727',
        null,
        'infinity',
        123456789012345680,
        "{'a': 1}",
      ],
    ]);
    expect(columns.map((c) => c.typeGeneric)).toEqual([
      GenericDataType.TEMPORAL,
      GenericDataType.TEMPORAL,
      GenericDataType.STRING,
      GenericDataType.NUMERIC,
      GenericDataType.NUMERIC,
      GenericDataType.TEMPORAL,
      GenericDataType.NUMERIC,
      GenericDataType.STRING,
    ]);
  });

  it('compares string parameters with date and timestamp columns', async () => {
    const { rows } = await engine.run(
      `SELECT count(*) FROM sales.orders WHERE order_date >= ? AND created_at < ?`,
      { params: ['2024-01-03', '2024-01-01T16:00:00.000Z'] },
    );
    expect(rows).toEqual([[4]]);
  });

  it('lists schemas and tables and describes a table with nullability', async () => {
    expect(await engine.listSchemas()).toEqual(expect.arrayContaining(['main', 'sales']));
    expect(await engine.listTables('sales')).toEqual([{ schema: 'sales', table: 'orders' }]);
    expect(await engine.listTables(null)).toEqual([]);
    const columns = await engine.describeTable({ schema: 'sales', table: 'orders' });
    expect(columns.map((c) => [c.name, c.nullable])).toEqual([
      ['id', false],
      ['order_date', true],
      ['created_at', true],
      ['amount', true],
      ['paid', true],
      ['customer', true],
    ]);
  });

  it('describes a query without running it', async () => {
    const columns = await engine.describeQuery(
      `SELECT date_trunc('month', created_at) AS month, sum(amount) AS total FROM sales.orders GROUP BY 1`,
    );
    expect(columns.map((c) => [c.name, c.typeGeneric, c.isDttm])).toEqual([
      ['month', GenericDataType.TEMPORAL, true],
      ['total', GenericDataType.NUMERIC, false],
    ]);
  });

  it('interrupts a statement that exceeds its timeout', async () => {
    const slow = `SELECT count(*) FROM range(1000000000000) a(x) WHERE x % 7 = 3`;
    await expect(engine.run(slow, { timeoutMs: 200 })).rejects.toBeInstanceOf(QueryTimeoutError);
    // The engine is still usable afterwards.
    expect((await engine.run('SELECT 42')).rows).toEqual([[42]]);
  });

  it('cancels on AbortSignal, before and during the statement', async () => {
    const before = new AbortController();
    before.abort();
    await expect(engine.run('SELECT 1', { signal: before.signal })).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
    const during = new AbortController();
    const pending = engine.run(`SELECT count(*) FROM range(1000000000000) a(x) WHERE x % 7 = 3`, {
      signal: during.signal,
    });
    setTimeout(() => during.abort(), 100);
    await expect(pending).rejects.toBeInstanceOf(QueryCancelledError);
  });

  it('reads every chunk of a large result, in order', async () => {
    const { rows } = await engine.run('SELECT range AS x, range::VARCHAR AS s FROM range(?) ORDER BY x', {
      params: [5000],
    });
    expect(rows).toHaveLength(5000);
    expect(rows[2048]).toEqual([2048, '2048']);
    expect(rows.at(-1)).toEqual([4999, '4999']);
  });

  it('reads a result column by column with the same cells as its rows, over several chunks', async () => {
    const sql = `SELECT range AS x, range::VARCHAR AS s, (range * 0.5)::DECIMAL(10,2) AS d,
        TIMESTAMP '1969-12-31 23:59:59.9985' + INTERVAL (range) SECOND AS t,
        CASE WHEN range % 3 = 0 THEN NULL ELSE range % 2 = 0 END AS b
      FROM range(?) ORDER BY x`;
    for (const temporalAs of ['iso', 'epochMs'] as const) {
      const options = { params: [5000], temporalAs };
      const byRows = await engine.run(sql, options);
      const byColumns = await engine.runColumns!(sql, options);
      expect(byColumns.columns).toEqual(byRows.columns);
      expect(byColumns.length).toBe(5000);
      expect(byColumns.values).toEqual(byRows.columns.map((_, i) => byRows.rows.map((row) => row[i])));
    }
    const { values } = await engine.runColumns!(sql, { params: [3], temporalAs: 'epochMs' });
    expect(values).toEqual([
      [0, 1, 2],
      ['0', '1', '2'],
      [0, 0.5, 1],
      // Before 1970 too, whole milliseconds are truncated toward zero (-1.5 ms is -1 ms).
      [-1, 998, 1998],
      [null, false, true],
    ]);
  });

  it('reads an empty result column by column', async () => {
    const result = await engine.runColumns!('SELECT id, customer FROM sales.orders WHERE id < 0');
    expect(result).toMatchObject({ length: 0, values: [[], []] });
    expect(result.columns.map((c) => c.name)).toEqual(['id', 'customer']);
  });

  it('reuses a prepared SELECT with new parameters and sees tables replaced since', async () => {
    await engine.run(`CREATE TABLE main.reused AS SELECT range AS x FROM range(10)`);
    const sql = 'SELECT count(*), sum(x) FROM main.reused WHERE x >= ?';
    expect((await engine.run(sql, { params: [0] })).rows).toEqual([[10, 45]]);
    expect((await engine.run(sql, { params: [5] })).rows).toEqual([[5, 35]]);
    await engine.run(
      `CREATE OR REPLACE TABLE main.reused AS SELECT range::VARCHAR AS y, range * 2 AS x FROM range(4)`,
    );
    expect((await engine.run(sql, { params: [0] })).rows).toEqual([[4, 12]]);
    // A parameter of another type than before binds too.
    expect((await engine.run('SELECT ? AS v', { params: [1] })).rows).toEqual([[1]]);
    expect((await engine.run('SELECT ? AS v', { params: ['one'] })).rows).toEqual([['one']]);
    await engine.run('DROP TABLE main.reused');
    await expect(engine.run(sql, { params: [0] })).rejects.toThrow(/reused/);
  });

  it('gives every statement a clean connection: settings and temporary tables do not carry over', async () => {
    await engine.run(`CREATE TEMP TABLE scratch AS SELECT 1 AS x`);
    await expect(engine.run('SELECT * FROM scratch')).rejects.toThrow(/scratch/);
    await engine.run(`SET VARIABLE leftover = 42`);
    expect((await engine.run(`SELECT getvariable('leftover') AS v`)).rows).toEqual([[null]]);
  });

  it('refuses a text of several statements before any of them runs', async () => {
    await expect(engine.run(`SELECT 1; CREATE TABLE smuggled AS SELECT 2 AS x`)).rejects.toThrow(
      MultipleStatementsError,
    );
    await expect(
      engine.run(`SELECT $q$a$$ || ' $q$; CREATE TABLE smuggled AS SELECT 1; SELECT $q$ ' $q$`),
    ).rejects.toThrow(/single statement/);
    await expect(engine.run('SELECT * FROM smuggled')).rejects.toThrow(/smuggled/);
  });

  it('opens locked down: no file access, no extensions, configuration locked; read-only without DML', async () => {
    await expect(engine.run(`SELECT * FROM read_text('/etc/hostname')`)).rejects.toThrow(
      /disabled by configuration/,
    );
    await expect(engine.run(`COPY (SELECT 1) TO '${join(dir, 'out.csv')}'`)).rejects.toThrow(
      /disabled|Permission/,
    );
    await expect(engine.run(`ATTACH '${join(dir, 'other.duckdb')}' AS other`)).rejects.toThrow();
    await expect(engine.run(`INSTALL httpfs`)).rejects.toThrow();
    await expect(engine.run(`SET enable_external_access = true`)).rejects.toThrow(/locked/);
    const reader = await openEngine(`duckdb:///${join(dir, 'reader.duckdb')}`, { allowDml: true });
    await reader.run('CREATE TABLE t AS SELECT 1 AS x');
    await reader.close();
    const readOnly = await openEngine(`duckdb:///${join(dir, 'reader.duckdb')}`);
    try {
      expect((await readOnly.run('SELECT x FROM t')).rows).toEqual([[1]]);
      await expect(readOnly.run('DELETE FROM t')).rejects.toThrow(/read-only/);
    } finally {
      await readOnly.close();
    }
  });

  it('runs statements side by side, and a cancel that comes after a statement ended harms no other', async () => {
    const late = new AbortController();
    expect((await engine.run('SELECT 1 AS one', { signal: late.signal, timeoutMs: 5 })).rows).toEqual([[1]]);
    late.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        engine.run('SELECT count(*) + ? FROM range(200000) a(x) WHERE x % 7 = 3', { params: [i] }),
      ),
    );
    expect(results.map((r) => r.rows[0]![0])).toEqual(Array.from({ length: 12 }, (_, i) => 28571 + i));
  });

  it('reports SQL errors with the driver message', async () => {
    await expect(engine.run('SELECT * FROM missing_table')).rejects.toThrow(/missing_table/);
  });

  it('shares one file between two engines in the process; closing one leaves the other working', async () => {
    const other = await openEngine(`duckdb:///${join(dir, 'test.duckdb')}`, { allowDml: true });
    await other.close();
    expect((await engine.run('SELECT count(*) FROM sales.orders')).rows).toEqual([[10]]);
  });
});
