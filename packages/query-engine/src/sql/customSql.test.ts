import { describe, expect, it } from 'vitest';
import { compileQueryObject } from './compileQueryObject.js';
import { validateCustomSqlExpression, validateVirtualDatasetSql } from './customSql.js';
import { getSqlDialect, SQL_DIALECT_NAMES } from './dialects/index.js';
import { QueryCompileError } from './queryCompileError.js';
import { namesDataset } from './testing/namesDataset.js';

const ACCEPTED = [
  'SUM(num)',
  "num > 1 AND gender = 'boy'",
  'COUNT(DISTINCT name)',
  'CASE WHEN num > 10 THEN 1 ELSE 0 END',
  "name = 'a -- not a comment; nor a statement /* end'",
  'COALESCE(state, name)',
  'num BETWEEN 1 AND 10',
  'UPPER(name)',
];

const REJECTED: [string, string][] = [
  ['num > 1; DROP TABLE names', 'only a single expression is allowed, not statements'],
  ["1 = 1 -- AND gender = 'boy'", 'comments are not allowed'],
  ['num /* hidden */ > 1', 'comments are not allowed'],
  ['num > (SELECT MAX(num) FROM secrets)', 'sub-queries are not allowed'],
  ['num IN (SELECT num FROM secrets)', 'sub-queries are not allowed'],
  ['EXISTS (SELECT 1 FROM secrets)', 'sub-queries are not allowed'],
  ['1) UNION SELECT password FROM users WHERE (1', 'unbalanced parentheses'],
  ['num > 1) OR (1 = 1', 'unbalanced parentheses'],
  ['num > > 1', 'the expression could not be parsed'],
  ['', 'the expression is empty'],
];

describe.each(SQL_DIALECT_NAMES)('custom SQL checks for %s', (dialectName) => {
  const dialect = getSqlDialect(dialectName);

  it.each(ACCEPTED)('accepts %s', (expression) => {
    expect(validateCustomSqlExpression(expression, 'where', dialect)).toBe(expression);
  });

  it.each(REJECTED)('rejects %s', (expression, reason) => {
    expect(() => validateCustomSqlExpression(expression, 'where', dialect)).toThrowError(
      `Invalid WHERE clause: ${reason}`,
    );
  });
});

describe('custom SQL in query objects', () => {
  const options = { now: new Date('2024-06-15T12:00:00Z'), defaultRowLimit: 10000, maxRowLimit: 50000 };
  const compile = (query: Parameters<typeof compileQueryObject>[0]) => () =>
    compileQueryObject(query, namesDataset(), 'postgresql', options);

  it('rejects bad SQL in every place custom SQL is allowed, as INVALID_SQL_ERROR', () => {
    const attack = 'num; DELETE FROM names';
    const cases = [
      compile({ metrics: [{ expressionType: 'SQL', sqlExpression: attack }] }),
      compile({ columns: [{ sqlExpression: attack, label: 'x' }], metrics: ['count'] }),
      compile({ metrics: ['count'], extras: { where: attack } }),
      compile({ metrics: ['count'], extras: { having: attack } }),
      compile({ metrics: ['count'], where: attack }),
      compile({
        columns: ['name'],
        filters: [{ col: { sqlExpression: attack, label: 'x' }, op: '==', val: 1 }],
      }),
    ];
    for (const run of cases) {
      expect(run).toThrowError(QueryCompileError);
      expect(run).toThrowError(expect.objectContaining({ errorType: 'INVALID_SQL_ERROR' }) as Error);
    }
  });

  it('names the place in the message', () => {
    expect(compile({ metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT 1)' }] })).toThrowError(
      'Invalid SQL metric: sub-queries are not allowed',
    );
    expect(compile({ metrics: ['count'], extras: { having: 'COUNT(*) > 1 --' } })).toThrowError(
      'Invalid HAVING clause: comments are not allowed',
    );
  });
});

describe('virtual dataset SQL', () => {
  const dialect = getSqlDialect('duckdb');

  it('accepts one SELECT, dropping a trailing semicolon', () => {
    expect(validateVirtualDatasetSql('SELECT * FROM names;', dialect)).toBe('SELECT * FROM names');
    expect(validateVirtualDatasetSql('WITH t AS (SELECT 1 AS a) SELECT a FROM t', dialect)).toContain('WITH');
  });

  it('rejects several statements and non-SELECT statements', () => {
    expect(() => validateVirtualDatasetSql('SELECT 1; DROP TABLE names', dialect)).toThrowError(
      'Invalid virtual dataset SQL: only a single SELECT statement is allowed',
    );
    expect(() => validateVirtualDatasetSql('DELETE FROM names', dialect)).toThrowError(
      'Invalid virtual dataset SQL: only a single SELECT statement is allowed',
    );
    expect(() =>
      compileQueryObject({ metrics: ['count'] }, namesDataset({ sql: 'DROP TABLE names' }), 'sqlite', {
        now: new Date(),
        defaultRowLimit: 10,
        maxRowLimit: 10,
      }),
    ).toThrowError(QueryCompileError);
  });
});

describe('remembered verdicts', () => {
  it('give the same answer on repeated checks', () => {
    const dialect = getSqlDialect('sqlite');
    for (let i = 0; i < 2; i += 1) {
      expect(validateCustomSqlExpression(' SUM(num) ', 'metric', dialect)).toBe('SUM(num)');
      expect(() => validateCustomSqlExpression('(SELECT 1)', 'metric', dialect)).toThrowError(
        expect.objectContaining({
          message: 'Invalid SQL metric: sub-queries are not allowed',
          errorType: 'INVALID_SQL_ERROR',
        }) as Error,
      );
    }
  });

  it('give the same answer on repeated virtual dataset checks, kept apart from expressions', () => {
    const dialect = getSqlDialect('sqlite');
    for (let i = 0; i < 2; i += 1) {
      expect(validateVirtualDatasetSql(' SELECT * FROM names; ', dialect)).toBe('SELECT * FROM names');
      expect(() => validateVirtualDatasetSql('DELETE FROM names', dialect)).toThrowError(
        expect.objectContaining({
          message: 'Invalid virtual dataset SQL: only a single SELECT statement is allowed',
          errorType: 'INVALID_SQL_ERROR',
          extra: { sql: 'DELETE FROM names' },
        }) as Error,
      );
      // The same text is a valid dataset but not a valid expression: each check keeps its own verdict.
      expect(() => validateCustomSqlExpression('SELECT * FROM names', 'metric', dialect)).toThrowError(
        QueryCompileError,
      );
    }
  });
});
