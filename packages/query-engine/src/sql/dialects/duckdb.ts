import type { TimeGrain } from '@sightline/core';
import {
  quoteAnsiIdentifier,
  samePattern,
  standardLike,
  standardLimitOffset,
  utcTimestampText,
  weekGrain,
  type SqlDialect,
} from './sqlDialect.js';

const TRUNC_UNITS: Partial<Record<TimeGrain, string>> = {
  PT1S: 'second',
  PT1M: 'minute',
  PT1H: 'hour',
  P1D: 'day',
  P1M: 'month',
  P3M: 'quarter',
  P1Y: 'year',
};

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
  name: 'duckdb',
  parserDatabase: 'postgresql',
  quoteIdentifier: quoteAnsiIdentifier,
  timeGrain(grain, column) {
    const unit = TRUNC_UNITS[grain];
    if (unit) return `DATE_TRUNC('${unit}', ${column})`;
    const bucket = BUCKETS[grain];
    if (bucket) return `TIME_BUCKET(INTERVAL '${bucket}', CAST(${column} AS TIMESTAMP))`;
    return weekGrain(grain, column) ?? column;
  },
  comparableTemporal: (column) => column,
  temporalPlaceholder: 'CAST(? AS TIMESTAMP)',
  temporalParam: utcTimestampText,
  like: standardLike,
  likePattern: samePattern,
  ilike: (column, placeholder) => `${column} ILIKE ${placeholder}`,
  regex: (column, placeholder) => `REGEXP_MATCHES(${column}, ${placeholder})`,
  booleanLiteral: (value) => (value ? 'TRUE' : 'FALSE'),
  limitOffset: standardLimitOffset,
};
