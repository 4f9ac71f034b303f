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

/** Sub-unit grains as Superset's PostgreSQL spec writes them: truncate to the unit above, add whole steps. */
const STEPPED: Partial<Record<TimeGrain, { unit: string; field: string; step: number; interval: string }>> = {
  PT5S: { unit: 'minute', field: 'SECOND', step: 5, interval: '5 seconds' },
  PT30S: { unit: 'minute', field: 'SECOND', step: 30, interval: '30 seconds' },
  PT5M: { unit: 'hour', field: 'MINUTE', step: 5, interval: '5 minutes' },
  PT10M: { unit: 'hour', field: 'MINUTE', step: 10, interval: '10 minutes' },
  PT15M: { unit: 'hour', field: 'MINUTE', step: 15, interval: '15 minutes' },
  PT30M: { unit: 'hour', field: 'MINUTE', step: 30, interval: '30 minutes' },
  PT6H: { unit: 'day', field: 'HOUR', step: 6, interval: '6 hours' },
};

export const postgresqlDialect: SqlDialect = {
  name: 'postgresql',
  parserDatabase: 'postgresql',
  quoteIdentifier: quoteAnsiIdentifier,
  timeGrain(grain, column) {
    const unit = TRUNC_UNITS[grain];
    if (unit) return `DATE_TRUNC('${unit}', ${column})`;
    const stepped = STEPPED[grain];
    if (stepped) {
      return (
        `DATE_TRUNC('${stepped.unit}', ${column}) + INTERVAL '${stepped.interval}'` +
        ` * FLOOR(EXTRACT(${stepped.field} FROM ${column}) / ${stepped.step})`
      );
    }
    return weekGrain(grain, column) ?? column;
  },
  comparableTemporal: (column) => column,
  // No cast: PostgreSQL types the parameter from the column. With the explicit +00 offset a timestamptz
  // column reads it as UTC whatever the session time zone, and timestamp/date columns ignore the offset.
  temporalPlaceholder: '?',
  temporalParam: (date) => `${utcTimestampText(date)}+00`,
  like: standardLike,
  likePattern: samePattern,
  ilike: (column, placeholder) => `${column} ILIKE ${placeholder}`,
  regex: (column, placeholder) => `${column} ~ ${placeholder}`,
  booleanLiteral: (value) => (value ? 'TRUE' : 'FALSE'),
  limitOffset: standardLimitOffset,
};
