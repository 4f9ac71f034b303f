import type { TimeGrain } from '@sightline/core';
import { dateTruncGrain, postgresFamily, utcTimestampText, type SqlDialect } from './sqlDialect.js';

// time_bucket's default origin (2000-01-03) is a whole number of these widths from the epoch, so the
// buckets line up with the other engines' epoch-aligned ones.
const BUCKETS: Partial<Record<TimeGrain, string>> = {
  PT5S: '5 seconds',
  PT30S: '30 seconds',
  PT5M: '5 minutes',
  PT10M: '10 minutes',
  PT15M: '15 minutes',
  PT30M: '30 minutes',
  PT6H: '6 hours',
};

export const duckdbDialect: SqlDialect = {
  ...postgresFamily,
  name: 'duckdb',
  parserDatabase: 'postgresql',
  timeGrain(grain, column) {
    const bucket = BUCKETS[grain];
    if (bucket) return `TIME_BUCKET(INTERVAL '${bucket}', CAST(${column} AS TIMESTAMP))`;
    return dateTruncGrain(grain, column) ?? column;
  },
  temporalPlaceholder: 'CAST(? AS TIMESTAMP)',
  temporalParam: utcTimestampText,
  regex: (column, placeholder) => `REGEXP_MATCHES(${column}, ${placeholder})`,
};
