import type { TimeGrain } from '@sightline/core';
import { dateTruncGrain, postgresFamily, utcTimestampText, type SqlDialect } from './sqlDialect.js';

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
  ...postgresFamily,
  name: 'postgresql',
  parserDatabase: 'postgresql',
  timeGrain(grain, column) {
    const stepped = STEPPED[grain];
    if (stepped) {
      return (
        `DATE_TRUNC('${stepped.unit}', ${column}) + INTERVAL '${stepped.interval}'` +
        ` * FLOOR(EXTRACT(${stepped.field} FROM ${column}) / ${stepped.step})`
      );
    }
    return dateTruncGrain(grain, column) ?? column;
  },
  // No cast: PostgreSQL types the parameter from the column. With the explicit +00 offset a timestamptz
  // column reads it as UTC whatever the session time zone, and timestamp/date columns ignore the offset.
  temporalPlaceholder: '?',
  temporalParam: (date) => `${utcTimestampText(date)}+00`,
  regex: (column, placeholder) => `${column} ~ ${placeholder}`,
};
