import {
  QUERY_FILTER_OPERATORS,
  TIME_GRAINS,
  type QueryObject,
  type QueryObjectFilter,
} from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { compileQueryObject } from './compileQueryObject.js';
import { SQL_DIALECT_NAMES, type SqlDialectName } from './dialects/index.js';
import { QueryCompileError } from './queryCompileError.js';
import { namesDataset } from './testing/namesDataset.js';

const OPTIONS = { now: new Date('2024-06-15T12:00:00Z'), defaultRowLimit: 10000, maxRowLimit: 50000 };

const OPERATOR_VALUES: Record<string, QueryObjectFilter['val']> = {
  '==': 'boy',
  '!=': 'girl',
  '>': 10,
  '<': 10,
  '>=': 10,
  '<=': 10,
  IN: ['CA', 'NY'],
  'NOT IN': ['CA', 'NY'],
  LIKE: 'A%',
  'NOT LIKE': 'A%',
  ILIKE: 'a%',
  REGEX: '^A.*a$',
  TEMPORAL_RANGE: '2020-01-01T00:00:00 : 2021-01-01T00:00:00',
};
const OPERATOR_COLUMNS: Record<string, string> = {
  '>': 'num',
  '<': 'num',
  '>=': 'num',
  '<=': 'num',
  IN: 'state',
  'NOT IN': 'state',
  LIKE: 'name',
  'NOT LIKE': 'name',
  ILIKE: 'name',
  REGEX: 'name',
  'IS TRUE': 'flag',
  'IS FALSE': 'flag',
  TEMPORAL_RANGE: 'ds',
};

const countByGender: QueryObject = { columns: ['gender'], metrics: ['count'] };

/** Every query feature the compiler has, as named query objects. */
const FEATURE_CASES: Record<string, QueryObject> = {
  'raw records (no metrics)': { columns: ['name', 'num'], metrics: [], row_limit: 100 },
  'saved metric, default order': countByGender,
  'simple metrics, every aggregate': {
    columns: ['state'],
    metrics: (['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MIN', 'MAX'] as const).map((aggregate) => ({
      expressionType: 'SIMPLE' as const,
      aggregate,
      column: { column_name: 'num' },
    })),
  },
  'simple metric with a custom label on a calculated column': {
    metrics: [
      {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'num_doubled' },
        label: 'Twice',
        hasCustomLabel: true,
      },
    ],
  },
  'sql metric and ad-hoc sql column': {
    columns: [{ sqlExpression: 'UPPER(name)', label: 'upper_name', expressionType: 'SQL' }],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) / COUNT(*)', label: 'avg_num' }],
  },
  'x-axis form with time grain and a series column': {
    columns: [
      { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M', expressionType: 'SQL' },
      'gender',
    ],
    metrics: ['sum__num'],
    orderby: [['sum__num', false]],
  },
  'legacy granularity + is_timeseries with time range': {
    granularity: 'ds',
    is_timeseries: true,
    time_range: '2020-01-01T00:00:00 : 2022-01-01T00:00:00',
    extras: { time_grain_sqla: 'P1Y' },
    metrics: ['count'],
  },
  'orderby columns and metrics, ascending and descending': {
    columns: ['state', 'gender'],
    metrics: ['count'],
    orderby: [
      ['state', true],
      [{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } }, false],
    ],
  },
  'row limit capped, row offset': { columns: ['name'], metrics: [], row_limit: 999999, row_offset: 20 },
  'row limit 0 means the maximum': { columns: ['name'], metrics: [], row_limit: 0 },
  'where and having': {
    columns: ['state'],
    metrics: ['count'],
    extras: { where: "gender = 'girl' AND num > 5", having: 'COUNT(*) > 10' },
  },
  'series limit with series_limit_metric': {
    columns: [
      { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' },
      'state',
      'gender',
    ],
    metrics: ['count'],
    series_columns: ['state'],
    series_limit: 3,
    series_limit_metric: 'sum__num',
    filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-01-01T00:00:00 : 2020-07-01T00:00:00' }],
  },
  'categorical x-axis keeps its values despite a time grain': {
    columns: [{ sqlExpression: 'state', label: 'state', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
    metrics: ['count'],
  },
  'legacy timeseries_limit alias': {
    granularity: 'ds',
    is_timeseries: true,
    columns: ['state'],
    metrics: ['count'],
    timeseries_limit: 2,
    timeseries_limit_metric: 'count',
  },
  'time offsets': {
    columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
    metrics: ['count'],
    filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2021-01-01T00:00:00 : 2022-01-01T00:00:00' }],
    time_offsets: ['1 year ago'],
  },
  'row count (table pagination)': {
    columns: ['name'],
    metrics: ['count'],
    is_rowcount: true,
    orderby: [['count', false]],
    row_limit: 10,
    row_offset: 10,
    filters: [{ col: 'gender', op: '==', val: 'boy' }],
  },
  'legacy time_shift': {
    granularity: 'ds',
    time_range: '2021-01-01T00:00:00 : 2022-01-01T00:00:00',
    time_shift: '1 week ago',
    metrics: ['count'],
  },
  'IN with null, filter on an unknown column': {
    columns: ['state'],
    metrics: ['count'],
    filters: [
      { col: 'state', op: 'IN', val: ['CA', null] },
      { col: 'missing_column', op: '==', val: 1 },
    ],
  },
};

function render(dialect: SqlDialectName, name: string, query: QueryObject, dataset = namesDataset()): string {
  const compiled = compileQueryObject(query, dataset, dialect, OPTIONS);
  const parts = [`-- ${name}`, compiled.sql, `-- params: ${JSON.stringify(compiled.params)}`];
  for (const offset of compiled.timeOffsets) {
    parts.push(`-- offset ${offset.offset}`, offset.sql, `-- params: ${JSON.stringify(offset.params)}`);
  }
  return `${parts.join('\n')}\n`;
}

describe.each(SQL_DIALECT_NAMES)('SQL snapshots for %s', (dialect) => {
  it('every filter operator', async () => {
    const text = QUERY_FILTER_OPERATORS.map((op) =>
      render(dialect, op, {
        columns: ['name'],
        metrics: [],
        filters: [{ col: OPERATOR_COLUMNS[op] ?? 'gender', op, val: OPERATOR_VALUES[op] }],
      }),
    ).join('\n');
    await expect(text).toMatchFileSnapshot(`./__snapshots__/${dialect}.operators.sql`);
  });

  it('every time grain', async () => {
    const text = TIME_GRAINS.map((grain) =>
      render(dialect, grain, {
        columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: grain }],
        metrics: ['count'],
      }),
    ).join('\n');
    await expect(text).toMatchFileSnapshot(`./__snapshots__/${dialect}.grains.sql`);
  });

  it('every query feature', async () => {
    const text = [
      ...Object.entries(FEATURE_CASES).map(([name, query]) => render(dialect, name, query)),
      render(dialect, 'schema-qualified physical table', countByGender, namesDataset({ schema: 'main' })),
      render(
        dialect,
        'virtual dataset',
        countByGender,
        namesDataset({ sql: 'SELECT * FROM names WHERE num > 0;' }),
      ),
    ].join('\n');
    await expect(text).toMatchFileSnapshot(`./__snapshots__/${dialect}.features.sql`);
  });
});

describe('compileQueryObject', () => {
  const compile = (query: QueryObject, dialect: SqlDialectName = 'duckdb') =>
    compileQueryObject(query, namesDataset(), dialect, OPTIONS);

  it('binds every filter value as a parameter', () => {
    const compiled = compile({
      columns: ['name'],
      metrics: [],
      filters: [
        { col: 'name', op: '==', val: "O'Brien; DROP TABLE names" },
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
      ],
    });
    expect(compiled.sql).not.toContain('Brien');
    expect(compiled.sql).not.toContain("'CA'");
    expect(compiled.params).toEqual(["O'Brien; DROP TABLE names", 'CA', 'NY']);
  });

  it('labels columns and metrics as Superset does', () => {
    const compiled = compile({
      granularity: 'ds',
      is_timeseries: true,
      columns: ['gender'],
      metrics: [
        'count',
        { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name' } },
      ],
    });
    expect(compiled.columnLabels).toEqual(['__timestamp', 'gender']);
    expect(compiled.temporalColumnLabels).toEqual(['__timestamp']);
    expect(compiled.metricLabels).toEqual(['count', 'COUNT_DISTINCT(name)']);
    expect(compiled.sql).toContain('COUNT(DISTINCT "name") AS "COUNT_DISTINCT(name)"');
  });

  it('reports filters on unknown columns as rejected and applies the rest', () => {
    const compiled = compile({
      columns: ['name'],
      metrics: [],
      filters: [
        { col: 'nope', op: '==', val: 1 },
        { col: 'name', op: 'IS NOT NULL' },
      ],
    });
    expect(compiled.rejectedFilters).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
    expect(compiled.appliedFilters).toEqual([{ column: 'name' }]);
  });

  it("reports the dashboard's time extras as applied or rejected (filter indicators)", () => {
    const compiled = compile({
      columns: ['name'],
      metrics: [],
      applied_time_extras: { __time_range: 'Last week', __time_col: 'no_such_time' },
    });
    expect(compiled.appliedFilters).toEqual([{ column: '__time_range' }]);
    expect(compiled.rejectedFilters).toEqual([{ column: '__time_col', reason: 'not_in_datasource' }]);
  });

  it('uses the default row limit and caps it', () => {
    expect(compile({ columns: ['name'] }).rowLimit).toBe(10000);
    expect(compile({ columns: ['name'], row_limit: 70000 }).rowLimit).toBe(50000);
    expect(compile({ columns: ['name'], row_limit: 10 }).rowLimit).toBe(10);
  });

  it('fetches one row more for the truncation probe and shows the limit asked for', () => {
    const probed = (query: QueryObject, dialect: SqlDialectName = 'duckdb') =>
      compileQueryObject(query, namesDataset(), dialect, { ...OPTIONS, truncationProbe: true });
    const plain = compile({ columns: ['name'], row_limit: 10, row_offset: 20 });
    expect(plain.sql).toMatch(/\nLIMIT 10 OFFSET 20$/);
    expect(plain.displaySql).toBe(plain.sql);

    const withProbe = probed({ columns: ['name'], row_limit: 10, row_offset: 20 });
    expect(withProbe.sql).toMatch(/\nLIMIT 11 OFFSET 20$/);
    expect(withProbe.displaySql).toBe(plain.sql);
    expect(withProbe.rowLimit).toBe(10);
    // The cap applies to the limit asked for; the probe row comes on top of it.
    expect(probed({ columns: ['name'], row_limit: 70000 }).sql).toMatch(/\nLIMIT 50001$/);
    expect(probed({ columns: ['name'], row_limit: 70000 }).displaySql).toMatch(/\nLIMIT 50000$/);
    expect(probed({ columns: ['name'], row_limit: 5 }, 'sqlite').displaySql).toMatch(/\nLIMIT 5$/);

    // Only the outer limit moves: the top-N subquery keeps its own, time offsets get both texts.
    const topN = probed({
      columns: ['name', 'gender'],
      metrics: ['count'],
      series_columns: ['gender'],
      series_limit: 10,
      row_limit: 10,
      granularity: 'ds',
      time_range: '2021-01-01T00:00:00 : 2022-01-01T00:00:00',
      time_offsets: ['1 year ago'],
    });
    expect(topN.sql.match(/LIMIT \d+/g)).toEqual(['LIMIT 10', 'LIMIT 11']);
    expect(topN.displaySql.match(/LIMIT \d+/g)).toEqual(['LIMIT 10', 'LIMIT 10']);
    expect(topN.timeOffsets[0]!.sql).toMatch(/\nLIMIT 11$/);
    expect(topN.timeOffsets[0]!.displaySql).toBe(topN.timeOffsets[0]!.sql.replace(/11$/, '10'));

    // A row count has no limit to probe.
    const rowcount = probed({ columns: ['name'], is_rowcount: true });
    expect(rowcount.displaySql).toBe(rowcount.sql);
    expect(rowcount.sql).not.toMatch(/LIMIT/);
  });

  it('gives the time range in epoch ms', () => {
    const compiled = compile({
      metrics: ['count'],
      granularity: 'ds',
      time_range: '2020-01-01T00:00:00 : 2021-01-01T00:00:00',
    });
    expect(compiled.fromDttm).toBe(Date.UTC(2020, 0, 1));
    expect(compiled.toDttm).toBe(Date.UTC(2021, 0, 1));
  });

  it('fails on unknown columns and metrics', () => {
    expect(() => compile({ columns: ['nope'], metrics: ['count'] })).toThrowError(
      expect.objectContaining({
        message: "Columns missing in dataset: ['nope']",
        errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      }) as Error,
    );
    expect(() => compile({ metrics: ['nope'] })).toThrowError("Metric 'nope' does not exist");
    expect(() =>
      compile({ metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'nope' } }] }),
    ).toThrowError(QueryCompileError);
  });

  it('fails on empty queries, duplicate labels and time comparison without a closed range', () => {
    expect(() => compile({})).toThrowError('Empty query?');
    expect(() => compile({ columns: ['count'], metrics: ['count'] })).toThrowError(QueryCompileError);
    expect(() => compile({ columns: ['gender', 'gender'], metrics: ['count'] })).toThrowError(
      'Duplicate column/metric labels: "gender". Please make sure all columns and metrics have a unique label.',
    );
    expect(() => compile({ metrics: ['count'], time_offsets: ['1 year ago'] })).toThrowError(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
  });

  it('shifts the time offset query and keeps the series limit on the main range', () => {
    const compiled = compile({
      columns: [{ sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }, 'state'],
      metrics: ['count'],
      series_limit: 2,
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2021-01-01T00:00:00 : 2022-01-01T00:00:00' }],
      time_offsets: ['1 year ago'],
    });
    const offset = compiled.timeOffsets[0]!;
    expect(offset.offset).toBe('1 year ago');
    // Series-limit subquery (main range) first, then the shifted outer WHERE.
    expect(offset.params).toEqual([
      '2021-01-01 00:00:00.000',
      '2022-01-01 00:00:00.000',
      '2020-01-01 00:00:00.000',
      '2021-01-01 00:00:00.000',
    ]);
  });
});

describe('time ranges', () => {
  it('resolves relative ranges against the given now and reports bad ones as TIME_RANGE_ERROR', () => {
    const compiled = compileQueryObject(
      { metrics: ['count'], granularity: 'ds', time_range: 'Last week' },
      namesDataset(),
      'duckdb',
      OPTIONS,
    );
    expect(compiled.fromDttm).toBe(Date.UTC(2024, 5, 8));
    expect(compiled.toDttm).toBe(Date.UTC(2024, 5, 15));
    expect(() =>
      compileQueryObject(
        { metrics: ['count'], granularity: 'ds', time_range: '2021-01-01 : 2020-01-01' },
        namesDataset(),
        'duckdb',
        OPTIONS,
      ),
    ).toThrowError(expect.objectContaining({ errorType: 'TIME_RANGE_ERROR' }) as Error);
  });

  it('anchors Last… ranges at extras.relative_start / relative_end, in the bounds and the bound values', () => {
    const compiled = compileQueryObject(
      {
        metrics: ['count'],
        granularity: 'ds',
        time_range: 'Last week',
        extras: { relative_start: 'now', relative_end: 'now' },
      },
      namesDataset(),
      'duckdb',
      OPTIONS,
    );
    expect(compiled.fromDttm).toBe(Date.UTC(2024, 5, 8, 12));
    expect(compiled.toDttm).toBe(Date.UTC(2024, 5, 15, 12));
    expect(compiled.params).toEqual(['2024-06-08 12:00:00.000', '2024-06-15 12:00:00.000']);
  });
});

describe('filter values', () => {
  it('are converted to the column type', () => {
    const compiled = compileQueryObject(
      {
        columns: ['name'],
        filters: [
          { col: 'num', op: 'IN', val: ['42', 7, 'x'] },
          { col: 'flag', op: '==', val: 'TRUE' },
          { col: 'state', op: '==', val: 5 },
        ],
      },
      namesDataset(),
      'duckdb',
      OPTIONS,
    );
    expect(compiled.params).toEqual([42, 7, 'x', true, '5']);
  });

  it('LIKE patterns become case-sensitive GLOB patterns on SQLite', () => {
    const compiled = compileQueryObject(
      { columns: ['name'], filters: [{ col: 'name', op: 'LIKE', val: 'a_b%[*?]' }] },
      namesDataset(),
      'sqlite',
      OPTIONS,
    );
    expect(compiled.sql).toContain('"name" GLOB ?');
    expect(compiled.params).toEqual(['a?b*[[][*][?]]']);
  });
});
