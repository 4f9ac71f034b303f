import { GenericDataType, type CellValue } from '../engine.js';

/**
 * How PostgreSQL's text-format values become cells: int8 and numeric as numbers (int8 as a string past
 * 2^53), dates as `YYYY-MM-DD`, timestamps as ISO 8601 UTC with `Z`, and every other type as
 * PostgreSQL's own text (json, arrays, intervals...) so a cell is always a scalar.
 */

export const PgOid = {
  BOOL: 16,
  INT8: 20,
  INT2: 21,
  INT4: 23,
  OID: 26,
  FLOAT4: 700,
  FLOAT8: 701,
  NUMERIC: 1700,
  DATE: 1082,
  TIME: 1083,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  TIMETZ: 1266,
} as const;

const NUMERIC_OIDS = new Set<number>([
  PgOid.INT8,
  PgOid.INT2,
  PgOid.INT4,
  PgOid.OID,
  PgOid.FLOAT4,
  PgOid.FLOAT8,
  PgOid.NUMERIC,
]);
const TEMPORAL_OIDS = new Set<number>([
  PgOid.DATE,
  PgOid.TIME,
  PgOid.TIMESTAMP,
  PgOid.TIMESTAMPTZ,
  PgOid.TIMETZ,
]);

export function postgresGenericType(oid: number): GenericDataType {
  if (oid === PgOid.BOOL) return GenericDataType.BOOLEAN;
  if (NUMERIC_OIDS.has(oid)) return GenericDataType.NUMERIC;
  if (TEMPORAL_OIDS.has(oid)) return GenericDataType.TEMPORAL;
  return GenericDataType.STRING;
}

function parseInt8(text: string): CellValue {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
}

function parseDecimal(text: string): CellValue {
  const value = Number(text);
  // NaN and Infinity cannot travel in JSON; keep PostgreSQL's text for them.
  return Number.isFinite(value) ? value : text;
}

/** `2024-01-02 03:04:05.678901` → `2024-01-02T03:04:05.678Z` (a timestamp without zone is read as UTC). */
export function isoFromPgTimestamp(text: string): string {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?$/.exec(text);
  if (!match) return text; // infinity, BC dates: leave PostgreSQL's text
  const millis = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${match[1]}T${match[2]}.${millis}Z`;
}

/** `2024-01-02 03:04:05.6+02` → the same instant in UTC, ISO 8601. */
export function isoFromPgTimestampTz(text: string): string {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?([+-]\d\d)(?::?(\d\d))?(?::?(\d\d))?$/.exec(
    text,
  );
  if (!match) return text;
  const millis = (match[3] ?? '').padEnd(3, '0').slice(0, 3);
  const offset = `${match[4]}:${match[5] ?? '00'}`;
  const date = new Date(`${match[1]}T${match[2]}.${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

const PARSERS: Record<number, (text: string) => CellValue> = {
  [PgOid.BOOL]: (text) => text === 't',
  [PgOid.INT8]: parseInt8,
  [PgOid.INT2]: Number,
  [PgOid.INT4]: Number,
  [PgOid.OID]: Number,
  [PgOid.FLOAT4]: parseDecimal,
  [PgOid.FLOAT8]: parseDecimal,
  [PgOid.NUMERIC]: parseDecimal,
  [PgOid.TIMESTAMP]: isoFromPgTimestamp,
  [PgOid.TIMESTAMPTZ]: isoFromPgTimestampTz,
};

const asText = (text: string): CellValue => text;

/** For pg's `types` option: our parsers for the types above, the raw text for everything else. */
export const cellTypeParsers = {
  getTypeParser(oid: number, format?: string): (value: string) => CellValue {
    if (format === 'binary') return asText;
    return PARSERS[oid] ?? asText;
  },
};
