import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIME_GRAINS, type QueryObject } from '@sightline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellValue, Engine } from '../engine.js';
import { DuckDBEngine } from '../engines/duckdb.js';
import { SqliteEngine } from '../engines/sqlite.js';
import { openEngine } from '../openEngine.js';
import { startPostgresServer, type PostgresTestServer } from '../testing/index.js';
import { compileQueryObject } from './compileQueryObject.js';
import type { SqlDialectName } from './dialects/index.js';
import { namesDataset } from './testing/namesDataset.js';
import { namesRows, namesTableSql } from './testing/namesRows.js';

/**
 * The same query objects compiled for DuckDB, SQLite and a real PostgreSQL and run on the same
 * deterministic table must give the same numbers. Numbers are compared to 6 decimals, times as epoch
 * ms, rows sorted unless the query orders them.
 */

const OPTIONS = { now: new Date('2021-06-15T12:00:00Z'), defaultRowLimit: 10000, maxRowLimit: 50000 };
const RANGE_2020 = '2020-01-01T00:00:00 : 2021-01-01T00:00:00';
const xAxis = (timeGrain: string) => ({
  sqlExpression: 'ds',
  label: 'ds',
  columnType: 'BASE_AXIS' as const,
  timeGrain: timeGrain as 'P1D',
});
const filtered = (filter: QueryObject['filters']): QueryObject => ({
  columns: ['gender'],
  metrics: ['count', 'sum__num'],
  filters: filter,
});

/** name → [query object, whether the row order is part of the answer, dataset SQL if virtual]. */
const CASES: Record<string, [QueryObject, boolean?, string?]> = {
  'count by gender': [{ columns: ['gender'], metrics: ['count'] }],
  'every aggregate by state': [
    {
      columns: ['state'],
      metrics: (['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'] as const).map((aggregate) => ({
        expressionType: 'SIMPLE' as const,
        aggregate,
        column: { column_name: 'num' },
      })),
    },
  ],
  'big number (no columns)': [{ metrics: ['count', 'sum__num'] }],
  ...Object.fromEntries(
    TIME_GRAINS.map((grain) => [
      `x-axis by ${grain}`,
      [{ columns: [xAxis(grain)], metrics: ['count', 'sum__num'] }],
    ]),
  ),
  'legacy granularity, monthly, 2020 only': [
    {
      granularity: 'ds',
      is_timeseries: true,
      time_range: RANGE_2020,
      extras: { time_grain_sqla: 'P1M' },
      columns: ['gender'],
      metrics: ['count'],
    },
  ],
  '== and !=': [
    filtered([
      { col: 'state', op: '==', val: 'CA' },
      { col: 'name', op: '!=', val: 'Ben' },
    ]),
  ],
  '> and <=': [
    filtered([
      { col: 'num', op: '>', val: 20 },
      { col: 'num', op: '<=', val: 70 },
    ]),
  ],
  '< and >=': [
    filtered([
      { col: 'num', op: '<', val: 50 },
      { col: 'num', op: '>=', val: 10 },
    ]),
  ],
  'IN with null, NOT IN': [
    filtered([
      { col: 'state', op: 'IN', val: ['CA', 'NY', null] },
      { col: 'name', op: 'NOT IN', val: ['Eve', 'Dan'] },
    ]),
  ],
  'LIKE and NOT LIKE': [
    filtered([
      { col: 'name', op: 'LIKE', val: 'B%' },
      { col: 'name', op: 'NOT LIKE', val: '%th' },
    ]),
  ],
  'LIKE is case-sensitive everywhere': [filtered([{ col: 'name', op: 'LIKE', val: '%b%' }])],
  ILIKE: [filtered([{ col: 'name', op: 'ILIKE', val: '%a%' }])],
  'values sent as text are read in the column type': [
    filtered([
      { col: 'num', op: 'IN', val: ['42', '7', '13', '55'] },
      { col: 'flag', op: '!=', val: 'true' },
    ]),
  ],
  REGEX: [filtered([{ col: 'name', op: 'REGEX', val: '^[A-C]' }])],
  'IS NULL': [filtered([{ col: 'state', op: 'IS NULL' }])],
  'IS NOT NULL and IS TRUE': [
    filtered([
      { col: 'state', op: 'IS NOT NULL' },
      { col: 'flag', op: 'IS TRUE' },
    ]),
  ],
  'IS FALSE': [filtered([{ col: 'flag', op: 'IS FALSE' }])],
  'TEMPORAL_RANGE and a time comparison': [
    {
      columns: [xAxis('P1M')],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2021-01-01T00:00:00 : 2021-05-01T00:00:00' }],
      time_offsets: ['1 year ago'],
    },
  ],
  'where and having': [
    {
      columns: ['name'],
      metrics: ['count'],
      extras: { where: "gender = 'girl' AND num > 10", having: 'COUNT(*) > 15' },
    },
  ],
  'series limit: top 2 states by sum': [
    {
      columns: [xAxis('P3M'), 'state'],
      metrics: ['count'],
      series_limit: 2,
      series_limit_metric: 'sum__num',
    },
  ],
  'sql metric, ad-hoc column, calculated column': [
    {
      columns: [{ sqlExpression: 'num % 3', label: 'bucket' }],
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'SUM(CASE WHEN num > 50 THEN 1 ELSE 0 END)', label: 'big' },
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_doubled' } },
      ],
    },
  ],
  'raw rows ordered, limit and offset': [
    { columns: ['ds', 'name', 'num'], metrics: [], orderby: [['ds', true]], row_limit: 10, row_offset: 5 },
    true,
  ],
  'row count of a grouped query': [
    {
      columns: ['name', 'state'],
      metrics: ['count'],
      is_rowcount: true,
      row_limit: 5,
      filters: [{ col: 'num', op: '>', val: 30 }],
    },
  ],
  'virtual dataset': [
    {
      columns: ['state'],
      metrics: ['count', 'sum__num'],
      filters: [{ col: 'gender', op: '==', val: 'girl' }],
    },
    false,
    'SELECT * FROM names WHERE num >= 25',
  ],
  'ordered by metric with limit': [
    { columns: ['name'], metrics: ['sum__num'], orderby: [['sum__num', false]], row_limit: 3 },
    true,
  ],
};

/** Times → epoch ms, numbers (and numeric strings of metrics) → 6 decimals, booleans → 0/1. */
function normalizeCell(value: CellValue): string | number | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number(value.toFixed(6));
  if (/^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d(\.\d+)?)?)?Z?$/.test(value)) {
    const text = value.replace(' ', 'T');
    return Date.parse(text.length === 10 || text.endsWith('Z') ? text : `${text}Z`);
  }
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(Number(value).toFixed(6));
  return value;
}

async function runCase(
  engine: Engine,
  dialect: SqlDialectName,
  query: QueryObject,
  ordered: boolean,
  virtualSql: string | null,
) {
  const compiled = compileQueryObject(query, namesDataset({ sql: virtualSql }), dialect, OPTIONS);
  const run = async (sql: string, params: CellValue[]) => {
    const { rows } = await engine.run(sql, { params });
    const normalized = rows.map((row) => row.map(normalizeCell));
    return ordered ? normalized : normalized.map((row) => JSON.stringify(row)).sort();
  };
  return {
    main: await run(compiled.sql, compiled.params),
    offsets: await Promise.all(compiled.timeOffsets.map((offset) => run(offset.sql, offset.params))),
  };
}

describe('compiled queries give the same numbers on DuckDB, SQLite and PostgreSQL', () => {
  let dir: string;
  let postgres: PostgresTestServer;
  const engines = new Map<SqlDialectName, Engine>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sightline-cross-engine-'));
    const rows = namesRows();
    postgres = await startPostgresServer();
    const sqlitePath = join(dir, 'names.sqlite');
    await writeFile(sqlitePath, '');
    engines.set('duckdb', await DuckDBEngine.open(join(dir, 'names.duckdb'), { writable: true }));
    engines.set('sqlite', new SqliteEngine(sqlitePath, { readOnly: false }));
    engines.set(
      'postgresql',
      await openEngine(await postgres.createDatabase('cross_engine'), { allowDml: true }),
    );
    for (const [dialect, engine] of engines) {
      const statements = namesTableSql(rows, (value) =>
        dialect === 'sqlite' ? (value ? '1' : '0') : String(value),
      );
      for (const statement of statements) await engine.run(statement);
    }
  });

  afterAll(async () => {
    for (const engine of engines.values()) await engine.close();
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has 20+ query objects', () => {
    expect(Object.keys(CASES).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(CASES))('%s', async (_name, [query, ordered = false, virtualSql = null]) => {
    const [duckdb, sqlite, postgresql] = await Promise.all(
      (['duckdb', 'sqlite', 'postgresql'] as const).map((dialect) =>
        runCase(engines.get(dialect) as Engine, dialect, query, ordered, virtualSql),
      ),
    );
    expect(duckdb.main.length).toBeGreaterThan(0);
    expect(sqlite).toEqual(duckdb);
    expect(postgresql).toEqual(duckdb);
  });
});
