import type { QueryObject } from '@sightline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBEngine } from '../engines/duckdb.js';
import { frameFromQueryResult, type Frame } from '../frame/frame.js';
import { compileQueryObject } from './compileQueryObject.js';
import { planSharedScans, sliceSharedScan } from './sharedScan.js';
import type { SharedScanMember } from './sharedScanTypes.js';
import { namesDataset } from './testing/namesDataset.js';
import { namesRows, namesTableSql } from './testing/namesRows.js';

const OPTIONS = {
  now: new Date('2021-06-15T12:00:00Z'),
  defaultRowLimit: 10000,
  maxRowLimit: 50000,
  truncationProbe: true,
};
const IN_2020 = {
  col: 'ds',
  op: 'TEMPORAL_RANGE' as const,
  val: '2020-01-01T00:00:00 : 2021-01-01T00:00:00',
};
const NOT_TX = { col: 'state', op: '!=' as const, val: 'TX' };
const FILTERS = [IN_2020, NOT_TX];
const monthly = {
  sqlExpression: 'ds',
  label: 'ds',
  columnType: 'BASE_AXIS' as const,
  timeGrain: 'P1M' as const,
};
const simple = (aggregate: 'SUM' | 'AVG' | 'MIN' | 'MAX' | 'COUNT' | 'COUNT_DISTINCT', column = 'num') => ({
  expressionType: 'SIMPLE' as const,
  aggregate,
  column: { column_name: column },
});

/** A dashboard's worth of queries over the same filters: each one's rows are fully ordered. */
const SHAREABLE: Record<string, QueryObject> = {
  'big number': { metrics: ['count', 'sum__num'], filters: FILTERS },
  'bar by state': { columns: ['state'], metrics: ['count'], orderby: [['state', true]], filters: FILTERS },
  'bar by gender, top 1 (truncated)': {
    columns: ['gender'],
    metrics: ['sum__num'],
    orderby: [['gender', false]],
    row_limit: 1,
    filters: FILTERS,
  },
  'monthly time series': {
    columns: [monthly],
    metrics: ['count', simple('AVG'), simple('MIN'), simple('MAX')],
    orderby: [[monthly, true]],
    filters: FILTERS,
  },
  'legacy weekly series by gender': {
    granularity: 'ds',
    is_timeseries: true,
    extras: { time_grain_sqla: 'P1W' },
    columns: ['gender'],
    metrics: [
      { expressionType: 'SQL', sqlExpression: 'SUM(num) * 1.0 / NULLIF(COUNT(*), 0)', label: 'ratio' },
    ],
    orderby: [
      ['gender', true],
      ['__timestamp', false],
    ],
    filters: FILTERS,
  },
  'state by a metric it does not select': {
    columns: ['state', 'gender'],
    metrics: ['count'],
    orderby: [
      ['sum__num', false],
      ['state', true],
      ['gender', true],
    ],
    filters: FILTERS,
  },
  'calculated column, row limit 3': {
    columns: ['num_doubled'],
    metrics: ['count'],
    orderby: [['num_doubled', true]],
    row_limit: 3,
    filters: FILTERS,
  },
};

let engine: DuckDBEngine;

beforeAll(async () => {
  engine = await DuckDBEngine.open(':memory:');
  for (const sql of namesTableSql(namesRows(), (value) => (value ? 'TRUE' : 'FALSE'))) await engine.run(sql);
});

afterAll(async () => {
  await engine.close();
});

const member = (query: QueryObject): SharedScanMember => ({
  query,
  options: OPTIONS,
  expectedSql: compileQueryObject(query, namesDataset(), 'duckdb', OPTIONS).sql,
});

async function runAlone(query: QueryObject): Promise<Frame> {
  const compiled = compileQueryObject(query, namesDataset(), 'duckdb', OPTIONS);
  return frameFromQueryResult(
    await engine.run(compiled.sql, { params: compiled.params, temporalAs: 'epochMs' }),
  );
}

const plain = (frame: Frame) => ({
  length: frame.length,
  fields: frame.fields.map(({ name, type, dbType, values }) => ({ name, type, dbType, values })),
});

describe('planSharedScans', () => {
  it('answers every shareable query from one statement exactly as the query alone does', async () => {
    const queries = Object.values(SHAREABLE);
    const plan = planSharedScans(queries.map(member), namesDataset(), 'duckdb');
    expect(plan.separate).toEqual([]);
    expect(plan.scans).toHaveLength(1);
    const scan = plan.scans[0]!;
    expect(scan.sql).toContain('GROUP BY GROUPING SETS');
    const frames = sliceSharedScan(
      frameFromQueryResult(await engine.run(scan.sql, { params: scan.params, temporalAs: 'epochMs' })),
      scan,
    );
    for (const [position, slice] of scan.slices.entries()) {
      const alone = await runAlone(queries[slice.member]!);
      expect(plain(frames[position]!), Object.keys(SHAREABLE)[slice.member]).toEqual(plain(alone));
    }
    // The truncation probe: the query alone fetches row_limit + 1 rows, so does its slice.
    expect(frames[2]!.length).toBe(2);
  });

  it('gives a grand total row and empty groups when no row matches', async () => {
    const none = [{ col: 'state', op: '==' as const, val: 'nowhere' }];
    const queries: QueryObject[] = [
      { metrics: ['count', 'sum__num'], filters: none },
      { columns: ['state'], metrics: ['count'], filters: none },
    ];
    const plan = planSharedScans(queries.map(member), namesDataset(), 'duckdb');
    const scan = plan.scans[0]!;
    const frames = sliceSharedScan(
      frameFromQueryResult(await engine.run(scan.sql, { params: scan.params })),
      scan,
    );
    expect(plain(frames[0]!)).toEqual(plain(await runAlone(queries[0]!)));
    expect(plain(frames[1]!)).toEqual(plain(await runAlone(queries[1]!)));
    expect(frames[0]!.length).toBe(1);
    expect(frames[1]!.length).toBe(0);
  });

  it('shares only between queries with the same filters and time range', () => {
    const queries: QueryObject[] = [
      { metrics: ['count'], filters: FILTERS },
      { columns: ['gender'], metrics: ['count'], filters: FILTERS },
      { metrics: ['count'], filters: [IN_2020] },
      { metrics: ['count'], filters: [NOT_TX] },
      { metrics: ['count'], filters: [IN_2020, { ...NOT_TX, val: 'CA' }] },
    ];
    const plan = planSharedScans(queries.map(member), namesDataset(), 'duckdb');
    expect(plan.scans.map((scan) => scan.slices.map((slice) => slice.member))).toEqual([[0, 1]]);
    expect(plan.separate).toEqual([2, 3, 4].map((m) => ({ member: m, reason: 'nothing to share with' })));
  });

  it.each<[string, QueryObject, string]>([
    ['COUNT DISTINCT', { columns: ['state'], metrics: [simple('COUNT_DISTINCT', 'name')] }, 'metric'],
    ['HAVING', { columns: ['state'], metrics: ['count'], extras: { having: 'COUNT(*) > 10' } }, 'HAVING'],
    ['series limit', { columns: ['state'], metrics: ['count'], series_limit: 2 }, 'series limit'],
    ['rows', { columns: ['state', 'name'] }, 'no metrics (rows, not groups)'],
    ['row count', { columns: ['state'], metrics: ['count'], is_rowcount: true }, 'row count query'],
    ['row offset', { columns: ['state'], metrics: ['count'], row_offset: 5 }, 'row offset'],
    [
      'window metric',
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) OVER ()', label: 'w' }] },
      'metric w is not a plain aggregate',
    ],
    [
      'time comparison',
      { columns: [monthly], metrics: ['count'], time_offsets: ['1 year ago'], time_range: 'Last year' },
      'time comparison',
    ],
    [
      'orders by a column it does not select',
      { columns: ['state'], metrics: ['count'], orderby: [['name', true]] },
      'orders by an expression it does not select',
    ],
  ])('leaves a query with %s to run on its own', (_name, query, reason) => {
    const queries = [{ metrics: ['count'] }, { columns: ['gender'], metrics: ['count'] }, query];
    const plan = planSharedScans(queries.map(member), namesDataset(), 'duckdb');
    expect(plan.separate).toHaveLength(1);
    expect(plan.separate[0]!.member).toBe(2);
    expect(plan.separate[0]!.reason).toContain(reason);
    expect(plan.scans.map((scan) => scan.slices.map((slice) => slice.member))).toEqual([[0, 1]]);
  });

  it('leaves everything alone on engines it is not tested on, or when the caller compiled otherwise', () => {
    const queries = [{ metrics: ['count'] }, { columns: ['gender'], metrics: ['count'] }];
    const sqlite = planSharedScans(
      queries.map((query) => ({ query, options: OPTIONS })),
      namesDataset(),
      'sqlite',
    );
    expect(sqlite.scans).toEqual([]);
    expect(sqlite.separate.map((s) => s.reason)).toEqual(['engine', 'engine']);
    const mismatch = planSharedScans(
      [member(queries[0]!), { ...member(queries[1]!), expectedSql: 'SELECT 1' }],
      namesDataset(),
      'duckdb',
    );
    expect(mismatch.separate.map((s) => s.reason)).toEqual(['nothing to share with', 'compiled differently']);
  });

  it('splits a group into statements within the row and member limits', () => {
    const queries: QueryObject[] = Array.from({ length: 5 }, (_, i) => ({
      columns: ['state'],
      metrics: ['count'],
      row_limit: 10 + i,
    }));
    const limits = { maxMembers: 2, maxRows: 1000, maxDimensions: 30 };
    const byMembers = planSharedScans(queries.map(member), namesDataset(), 'duckdb', limits);
    expect(byMembers.scans.map((s) => s.slices.map((slice) => slice.member))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(byMembers.separate).toEqual([{ member: 4, reason: 'nothing to share with' }]);
    const byRows = planSharedScans(queries.map(member), namesDataset(), 'duckdb', {
      ...limits,
      maxMembers: 10,
      maxRows: 25,
    });
    // Each fetches its row limit plus the probe row: 11 + 12 fit in 25, 13 + 14 do not.
    expect(byRows.scans.map((s) => s.slices.map((slice) => slice.member))).toEqual([[0, 1]]);
    expect(byRows.separate.map((s) => s.member)).toEqual([2, 3, 4]);
  });
});

describe('planSharedScans, re-aggregating', () => {
  const grained = (timeGrain: 'PT15M' | 'PT1H' | 'P1D' | 'P1W' | 'P1M' | 'P1Y') => ({
    sqlExpression: 'ds',
    label: `ds ${timeGrain}`,
    columnType: 'BASE_AXIS' as const,
    timeGrain,
  });
  const series = (timeGrain: Parameters<typeof grained>[0], columns: string[] = []): QueryObject => ({
    columns: [grained(timeGrain), ...columns],
    metrics: ['count', 'sum__num', simple('AVG'), simple('MAX')],
    orderby: [[grained(timeGrain), true], ...columns.map((c): [string, boolean] => [c, true])],
    filters: FILTERS,
  });

  async function sharedAgainstAlone(queries: QueryObject[]): Promise<string> {
    const plan = planSharedScans(queries.map(member), namesDataset(), 'duckdb');
    expect(plan.separate).toEqual([]);
    expect(plan.scans).toHaveLength(1);
    const scan = plan.scans[0]!;
    const frames = sliceSharedScan(
      frameFromQueryResult(await engine.run(scan.sql, { params: scan.params, temporalAs: 'epochMs' })),
      scan,
    );
    for (const [position, slice] of scan.slices.entries()) {
      expect(plain(frames[position]!), `member ${slice.member}`).toEqual(
        plain(await runAlone(queries[slice.member]!)),
      );
    }
    return scan.sql.slice(0, scan.sql.indexOf('\n)'));
  }

  it('derives every grain of a time column from the finest one that nests in all of them', async () => {
    const first = await sharedAgainstAlone([
      series('PT15M'),
      series('PT1H', ['gender']),
      series('P1D', ['state']),
      series('P1W'),
      series('P1M', ['gender']),
      series('P1Y'),
    ]);
    const groupBy = first.slice(first.indexOf('GROUP BY'));
    expect(groupBy).toContain("TIME_BUCKET(INTERVAL '15 minutes'");
    expect(groupBy).not.toMatch(/DATE_TRUNC\('(hour|day|week|month|year)'/);
  });

  it('keeps grains apart when none nests in the others (weeks straddle months)', async () => {
    const first = await sharedAgainstAlone([series('P1W'), series('P1M'), series('P1Y', ['gender'])]);
    expect(first).toContain('DATE_TRUNC(\'week\', "ds")');
    expect(first).toContain('DATE_TRUNC(\'month\', "ds")');
    expect(first).not.toContain("DATE_TRUNC('year'");
  });

  it('derives no grain of a calculated time column (its declared type need not be its value type)', () => {
    const dataset = namesDataset();
    dataset.columns.push({
      column_name: 'ds_calculated',
      type: 'TIMESTAMP',
      type_generic: 2,
      is_dttm: true,
      expression: 'ds',
    });
    const over = (timeGrain: 'P1D' | 'P1W'): QueryObject => ({
      columns: [{ sqlExpression: 'ds_calculated', label: timeGrain, columnType: 'BASE_AXIS', timeGrain }],
      metrics: ['count'],
      filters: FILTERS,
    });
    const queries = [over('P1D'), over('P1W')];
    const plan = planSharedScans(
      queries.map((query) => ({ query, options: OPTIONS })),
      dataset,
      'duckdb',
    );
    const sql = plan.scans[0]!.sql;
    const groupBy = sql.slice(sql.indexOf('GROUP BY'), sql.indexOf('\n)'));
    expect(groupBy).toContain("DATE_TRUNC('day', (ds))");
    expect(groupBy).toContain("DATE_TRUNC('week', (ds))");
  });

  it('groups the rows by the widest sets only, and answers the narrower ones from them', async () => {
    const byStateAndGender: QueryObject = {
      columns: ['state', 'gender'],
      metrics: ['count'],
      orderby: [
        ['state', true],
        ['gender', true],
      ],
      filters: FILTERS,
    };
    const first = await sharedAgainstAlone([
      byStateAndGender,
      {
        columns: ['state'],
        metrics: ['count', 'sum__num'],
        orderby: [['sum__num', false]],
        filters: FILTERS,
      },
      { columns: ['gender'], metrics: [simple('MIN')], orderby: [['gender', true]], filters: FILTERS },
      { metrics: ['count', simple('AVG')], filters: FILTERS },
    ]);
    expect(first).toContain('GROUP BY GROUPING SETS (("state", "gender"))');
  });

  it('falls back to one grouping set per query when a metric cannot be aggregated again', async () => {
    const averageOfExpression = {
      expressionType: 'SQL' as const,
      sqlExpression: 'AVG(num * 2)',
      label: 'avg doubled',
    };
    const first = await sharedAgainstAlone([
      { columns: ['state'], metrics: ['count'], orderby: [['state', true]], filters: FILTERS },
      { columns: ['gender'], metrics: [averageOfExpression], orderby: [['gender', true]], filters: FILTERS },
    ]);
    expect(first).not.toContain('__p0');
    expect(first).toContain('AVG(num * 2)');
  });
});
