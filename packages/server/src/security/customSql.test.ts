import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/createTestApp.js';
import {
  salesByRegion,
  setUpChartDataTests,
  type ChartDataContent,
} from '../testing/chartDataTestContent.js';

/**
 * Custom SQL is the one place a person's text becomes part of a statement. Every field that carries it
 * is tried with the statement-smuggling shape, file reads, sleeps and writes; none may reach the engine,
 * and every attempt answers 400 with the place and the reason.
 */

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, content, admin } = await setUpChartDataTests());
});
afterAll(() => t?.close());

/** Statements hidden between dollar quotes that the old check read as one string. */
const smuggle = (statement: string) =>
  `$q$a$$ || ' $q$ IS NOT NULL ) ; ${statement} ; SELECT 1 WHERE ( $q$ ' || $q$ IS NOT NULL`;

const sqlMetric = (sqlExpression: string) => ({ expressionType: 'SQL', sqlExpression, label: 'm' });

/** Every field of a query object that carries custom SQL, each holding `sql`. */
type CustomSqlField = [string, (sql: string) => Record<string, unknown>];
const CUSTOM_SQL_FIELDS: CustomSqlField[] = [
  ['extras.where', (sql) => ({ extras: { where: sql } })],
  ['top-level where', (sql) => ({ where: sql })],
  ['extras.having', (sql) => ({ extras: { having: sql } })],
  ['a SQL metric', (sql) => ({ metrics: [sqlMetric(sql)], orderby: [] })],
  [
    'an ad-hoc SQL column',
    (sql) => ({ columns: [{ sqlExpression: sql, label: 'c', expressionType: 'SQL' }], orderby: [] }),
  ],
  [
    'an ad-hoc filter subject',
    (sql) => ({
      filters: [{ col: { sqlExpression: sql, label: 'f', expressionType: 'SQL' }, op: '==', val: 1 }],
    }),
  ],
  ['an orderby SQL metric', (sql) => ({ orderby: [[sqlMetric(sql), false]] })],
  [
    'series_limit_metric',
    (sql) => ({ series_limit: 2, series_columns: ['region'], series_limit_metric: sqlMetric(sql) }),
  ],
];

const postQuery = (query: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin,
    payload: salesByRegion(content.salesId, { ...query, filters: query['filters'] ?? [] }),
  });

function expectRefused(response: Awaited<ReturnType<typeof postQuery>>) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { errors?: { error_type: string; message: string }[]; message?: string };
  const error = body.errors?.[0];
  expect(error?.error_type).toBe('INVALID_SQL_ERROR');
  expect(error?.message).toMatch(/^Invalid (SQL metric|SQL column|WHERE clause|HAVING clause|SQL filter)/);
}

const reachedEngine = (fragment: string) => content.runs.some((run) => run.sql.includes(fragment));

describe('custom SQL through POST /api/v1/chart/data', () => {
  it('still runs ordinary custom SQL in every field', async () => {
    const ordinary: Record<string, string> = {
      'extras.having': 'SUM(amount) > 0',
      'a SQL metric': 'SUM(amount)',
      'an ad-hoc SQL column': 'upper(region)',
      'an orderby SQL metric': 'SUM(amount)',
      series_limit_metric: 'SUM(amount)',
    };
    for (const [name, field] of CUSTOM_SQL_FIELDS) {
      const response = await postQuery(field(ordinary[name] ?? "amount >= 0 AND region <> ';'"));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });

  it.each(CUSTOM_SQL_FIELDS)(
    'refuses statements smuggled through %s, before the engine sees them',
    async (_, field) => {
      const marker = `smuggled_${Math.random().toString(36).slice(2, 8)}`;
      expectRefused(await postQuery(field(smuggle(`CREATE TABLE ${marker} AS SELECT 1`))));
      expect(reachedEngine(marker)).toBe(false);
    },
  );

  it.each(CUSTOM_SQL_FIELDS)('refuses file reads, sleeps and settings through %s', async (_, field) => {
    for (const sql of [
      `length(read_text('${join(t.deps.config.home, 'secret.key')}')) > 0`,
      'sleep_ms(60000) IS NULL',
      'pg_sleep(60) IS NULL',
      "current_setting('temp_directory') <> ''",
      `1 = 1); COPY (SELECT 1) TO '${join(t.deps.config.home, 'copied.csv')}'; SELECT (1`,
    ]) {
      expectRefused(await postQuery(field(sql)));
    }
    expect(reachedEngine('secret.key')).toBe(false);
    expect(reachedEngine('sleep_ms')).toBe(false);
    expect(existsSync(join(t.deps.config.home, 'copied.csv'))).toBe(false);
  });

  it('answers 400, not 500, to custom SQL of 50,000 terms', async () => {
    const huge = Array.from({ length: 50_000 }, () => 'amount').join(' + ');
    const response = await postQuery({ extras: { where: `${huge} > 0` } });
    expect(response.statusCode).toBe(400);
  });
});

describe('virtual dataset SQL', () => {
  it('refuses a dataset that reads a server file, and never runs it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: {
        database: content.databaseId,
        table_name: 'key_reader',
        sql: `SELECT content FROM read_text('${join(t.deps.config.home, 'secret.key')}')`,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toMatch(/read_text is not allowed/);
  });

  it.each([
    ['several statements', 'SELECT 1 AS x; CREATE TABLE written AS SELECT 1'],
    ['a COPY', `COPY (SELECT 1) TO '/tmp/sightline-copied.csv'`],
    ['an ATTACH', `ATTACH '/tmp/sightline-attached.duckdb' AS attached`],
    ['an INSTALL', 'INSTALL httpfs'],
  ])('refuses %s as dataset SQL', async (_, sql) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: content.databaseId, table_name: 'refused', sql },
    });
    expect(response.statusCode).toBe(422);
    expect(existsSync('/tmp/sightline-copied.csv')).toBe(false);
    expect(existsSync('/tmp/sightline-attached.duckdb')).toBe(false);
  });

  it('refuses file reads, sleeps and writes in a saved dataset, naming the field; ordinary SQL saves', async () => {
    const put = (id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${id}`, headers: admin, payload });
    const keyFile = join(t.deps.config.home, 'secret.key');
    const refusals: [object, string][] = [
      [{ sql: `SELECT content AS n FROM read_text('${keyFile}')` }, 'sql'],
      [{ sql: `SELECT 1 AS n; COPY (SELECT 1) TO '${join(t.deps.config.home, 'x.csv')}'` }, 'sql'],
      [{ columns: [{ column_name: 'leak', expression: `read_text('${keyFile}')` }] }, 'columns'],
      [{ metrics: [{ metric_name: 'nap', expression: 'max(sleep_ms(60000))' }] }, 'metrics'],
    ];
    for (const [payload, field] of refusals) {
      const response = await put(content.slowId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().message)).toEqual([field]);
    }
    expect((await put(content.slowId, { sql: 'SELECT sum(r) AS n FROM range(10) t(r)' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a file-reading dataset already in the store at query time', async () => {
    await t.deps.db
      .updateTable('tables')
      .set({ sql: `SELECT content AS n FROM read_text('${join(t.deps.config.home, 'secret.key')}')` })
      .where('id', '=', content.slowId)
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: {
        datasource: { id: content.slowId, type: 'table' },
        queries: [{ columns: ['n'], metrics: [] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/^Invalid virtual dataset SQL: the function read_text/);
    expect(reachedEngine('secret.key')).toBe(false);
  });
});
