import type { TimeGrain } from '@sightline/core';
import { quoteIdentifier } from '../../columnTypes.js';
import { utcTimestampText, type SqlDialect } from './sqlDialect.js';

/**
 * SQLite has no timestamp type: times are text (`YYYY-MM-DD HH:MM:SS[.SSS]`, sometimes with `T`/`Z`).
 * Comparisons go through STRFTIME so every stored shape compares as one canonical text, and truncated
 * times come back as the ISO text (`...T...Z`) the SQLite engine returns for declared time columns.
 */

const epochSeconds = (column: string): string => `CAST(STRFTIME('%s', ${column}) AS INTEGER)`;

/** Floor to a multiple of `seconds` since the epoch (the double modulo keeps pre-1970 times right). */
const epochBucket = (column: string, seconds: number): string =>
  `DATETIME(${epochSeconds(column)} - ((${epochSeconds(column)} % ${seconds}) + ${seconds}) % ${seconds}, 'unixepoch')`;

const weekday = (column: string): string => `CAST(STRFTIME('%w', ${column}) AS INTEGER)`;
const mondayStart = (column: string): string =>
  `DATETIME(${column}, 'start of day', '-' || ((${weekday(column)} + 6) % 7) || ' days')`;
const sundayStart = (column: string): string =>
  `DATETIME(${column}, 'start of day', '-' || ${weekday(column)} || ' days')`;

/**
 * A LIKE pattern as the equivalent GLOB pattern: SQLite's LIKE ignores ASCII case, while LIKE is
 * case-sensitive on the other engines; GLOB is case-sensitive. GLOB has no escape character, so its
 * own wildcards in the text are matched through one-character classes.
 */
export function likeToGlob(pattern: string): string {
  let glob = '';
  for (const ch of pattern) {
    if (ch === '%') glob += '*';
    else if (ch === '_') glob += '?';
    else if (ch === '*' || ch === '?' || ch === '[') glob += `[${ch}]`;
    else glob += ch;
  }
  return glob;
}

function truncated(grain: TimeGrain, column: string): string | null {
  switch (grain) {
    case 'PT1S':
      return `DATETIME(STRFTIME('%Y-%m-%d %H:%M:%S', ${column}))`;
    case 'PT5S':
      return epochBucket(column, 5);
    case 'PT30S':
      return epochBucket(column, 30);
    case 'PT1M':
      return `DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', ${column}))`;
    case 'PT5M':
      return epochBucket(column, 300);
    case 'PT10M':
      return epochBucket(column, 600);
    case 'PT15M':
      return epochBucket(column, 900);
    case 'PT30M':
      return epochBucket(column, 1800);
    case 'PT1H':
      return `DATETIME(STRFTIME('%Y-%m-%d %H:00:00', ${column}))`;
    case 'PT6H':
      return epochBucket(column, 21600);
    case 'P1D':
      return `DATETIME(${column}, 'start of day')`;
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return mondayStart(column);
    case '1969-12-28T00:00:00Z/P1W':
      return sundayStart(column);
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATETIME(${sundayStart(column)}, '+6 days')`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATETIME(${mondayStart(column)}, '+6 days')`;
    case 'P1M':
      return `DATETIME(${column}, 'start of month')`;
    case 'P3M':
      return `DATETIME(${column}, 'start of month', '-' || ((CAST(STRFTIME('%m', ${column}) AS INTEGER) - 1) % 3) || ' months')`;
    case 'P1Y':
      return `DATETIME(${column}, 'start of year')`;
    default:
      return null;
  }
}

export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  parserDatabase: 'sqlite',
  quoteIdentifier,
  timeGrain(grain, column) {
    const expression = truncated(grain, column);
    return expression ? `STRFTIME('%Y-%m-%dT%H:%M:%fZ', ${expression})` : column;
  },
  comparableTemporal: (column) => `STRFTIME('%Y-%m-%d %H:%M:%f', ${column})`,
  temporalPlaceholder: '?',
  temporalParam: utcTimestampText,
  like: (column, placeholder, negated) => `${column} ${negated ? 'NOT GLOB' : 'GLOB'} ${placeholder}`,
  likePattern: likeToGlob,
  // SQLite's LIKE already ignores ASCII case; lower() on both sides extends that to the rest.
  ilike: (column, placeholder) => `LOWER(${column}) LIKE LOWER(${placeholder})`,
  // REGEXP calls the `regexp(pattern, value)` function the SQLite engine registers.
  regex: (column, placeholder) => `${column} REGEXP ${placeholder}`,
  booleanLiteral: (value) => (value ? '1' : '0'),
  // SQLite needs a LIMIT before OFFSET; -1 means none.
  limitOffset(limit, offset) {
    if (limit === null && offset <= 0) return '';
    return `LIMIT ${limit ?? -1}${offset > 0 ? ` OFFSET ${offset}` : ''}`;
  },
};
