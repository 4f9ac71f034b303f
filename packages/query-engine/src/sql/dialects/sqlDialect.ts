import type { TimeGrain } from '@sightline/core';
import { quoteIdentifier } from '../../columnTypes.js';
import type { DatabaseBackend } from '../../uri.js';

/** The Superset backend names of the engines the compiler writes SQL for: every engine's (= `Engine.backend`). */
export type SqlDialectName = DatabaseBackend;

/**
 * What differs between the SQL of two engines, as a small object of overrides. Everything else (SELECT
 * layout, parameters as `?`, double-quoted identifiers) is shared by the compiler.
 */
export interface SqlDialect {
  readonly name: SqlDialectName;
  /** node-sql-parser grammar used to check custom SQL (DuckDB's is close enough to PostgreSQL's). */
  readonly parserDatabase: 'postgresql' | 'sqlite';
  quoteIdentifier(name: string): string;
  /** The expression truncating the temporal expression `column` to `grain`. */
  timeGrain(grain: TimeGrain, column: string): string;
  /** A temporal column as it is compared with a bound time (SQLite stores text in several shapes). */
  comparableTemporal(column: string): string;
  /** The placeholder for a bound time, with the cast the engine needs. */
  readonly temporalPlaceholder: string;
  /** How a bound time is written as a parameter. */
  temporalParam(date: Date): string;
  /** Case-sensitive LIKE (NOT LIKE when `negated`); `likePattern` turns the client's pattern into its parameter. */
  like(column: string, placeholder: string, negated: boolean): string;
  likePattern(pattern: string): string;
  ilike(column: string, placeholder: string): string;
  regex(column: string, placeholder: string): string;
  booleanLiteral(value: boolean): string;
  /** LIMIT/OFFSET clause; `limit` null means no limit. */
  limitOffset(limit: number | null, offset: number): string;
}

/** `YYYY-MM-DD HH:MM:SS.mmm` in UTC: a literal DuckDB, PostgreSQL and SQLite all read as a timestamp. */
export function utcTimestampText(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

const DATE_TRUNC_UNITS: Partial<Record<TimeGrain, string>> = {
  PT1S: 'second',
  PT1M: 'minute',
  PT1H: 'hour',
  P1D: 'day',
  P1M: 'month',
  P3M: 'quarter',
  P1Y: 'year',
};

/**
 * The grains DuckDB and PostgreSQL both write with `DATE_TRUNC` (null for the others): whole units,
 * and weeks (ISO weeks start on Monday: shifting by one day before truncating gives weeks starting on
 * Sunday).
 */
export function dateTruncGrain(grain: TimeGrain, column: string): string | null {
  const unit = DATE_TRUNC_UNITS[grain];
  if (unit) return `DATE_TRUNC('${unit}', ${column})`;
  switch (grain) {
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${column})`;
    case '1969-12-28T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${column} + INTERVAL '1 day') - INTERVAL '1 day'`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATE_TRUNC('week', ${column} + INTERVAL '1 day') + INTERVAL '5 days'`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATE_TRUNC('week', ${column}) + INTERVAL '6 days'`;
    default:
      return null;
  }
}

/** What DuckDB and PostgreSQL write alike: typed temporals, LIKE/ILIKE, TRUE/FALSE, LIMIT ... OFFSET. */
export const postgresFamily = {
  quoteIdentifier,
  comparableTemporal: (column: string): string => column,
  like: (column: string, placeholder: string, negated: boolean): string =>
    `${column} ${negated ? 'NOT LIKE' : 'LIKE'} ${placeholder}`,
  likePattern: (pattern: string): string => pattern,
  ilike: (column: string, placeholder: string): string => `${column} ILIKE ${placeholder}`,
  booleanLiteral: (value: boolean): string => (value ? 'TRUE' : 'FALSE'),
  limitOffset(limit: number | null, offset: number): string {
    const parts: string[] = [];
    if (limit !== null) parts.push(`LIMIT ${limit}`);
    if (offset > 0) parts.push(`OFFSET ${offset}`);
    return parts.join(' ');
  },
} satisfies Partial<SqlDialect>;
