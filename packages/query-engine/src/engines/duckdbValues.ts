import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  type DuckDBDateValue,
  type DuckDBDecimalValue,
  type DuckDBTimestampMillisecondsValue,
  type DuckDBTimestampNanosecondsValue,
  type DuckDBTimestampSecondsValue,
  type DuckDBTimestampTZValue,
  type DuckDBTimestampValue,
  DuckDBTypeId,
  INTEGER,
  SQLNULL,
  VARCHAR,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import { GenericDataType, type CellValue } from '../engine.js';
import { integerCell } from '../columnTypes.js';

/**
 * Conversions between DuckDB values and Sightline cells: integers stay exact (string past 2^53),
 * DATE becomes `YYYY-MM-DD`, timestamps ISO 8601 in UTC with `Z`, DECIMAL a number, and anything
 * nested (LIST, STRUCT, ...) its DuckDB text form so a cell is always a scalar.
 */

const NUMERIC_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.BIGNUM,
]);

const TEMPORAL_IDS = new Set<DuckDBTypeId>([
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

export function duckdbGenericType(typeId: DuckDBTypeId): GenericDataType {
  if (typeId === DuckDBTypeId.BOOLEAN) return GenericDataType.BOOLEAN;
  if (NUMERIC_IDS.has(typeId)) return GenericDataType.NUMERIC;
  if (TEMPORAL_IDS.has(typeId)) return GenericDataType.TEMPORAL;
  return GenericDataType.STRING;
}

/**
 * Whole milliseconds of a count of microseconds, truncated toward zero as BigInt division does. Through
 * doubles while the count is exact in one (|micros| < 2^53, some 285 years around 1970): a quotient
 * that is not whole is at least 0.001 from the next integer, more than a double's rounding moves it
 * there; past that, through BigInt. A timestamp per cell: the BigInt quotient was one more allocation each.
 */
export function millisOfMicros(micros: bigint): number {
  const n = Number(micros);
  return Number.isSafeInteger(n) ? millisOfSafeMicros(n) : Number(micros / 1000n);
}

/** millisOfMicros of a count already known to be a safe integer (no `-0`). */
export const millisOfSafeMicros = (micros: number): number => Math.trunc(micros / 1000) || 0;

/** The value itself, whose text is DuckDB's own: passed instead of a closure, which was one more per cell. */
interface TextForm {
  toString(): string;
}

function isoFromMillis(ms: number, value: TextForm): string {
  // JS dates cover +-8.64e15 ms; DuckDB's infinity and far years fall back to DuckDB's own text.
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return value.toString();
  return new Date(ms).toISOString();
}

export type CellConverter = (value: DuckDBValue) => CellValue;

/** A temporal value as epoch milliseconds, or as text when asked for text or out of JS's date range. */
function temporalCell(ms: number, asEpochMs: boolean, value: TextForm): CellValue {
  if (!asEpochMs) return isoFromMillis(ms, value);
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : value.toString();
}

/** One converter per result column, chosen once from the column type. */
export function cellConverterFor(typeId: DuckDBTypeId, temporalAs: 'iso' | 'epochMs' = 'iso'): CellConverter {
  const asEpochMs = temporalAs === 'epochMs';
  switch (typeId) {
    case DuckDBTypeId.BOOLEAN:
      return (v) => v as boolean;
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return (v) => v as number;
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
    case DuckDBTypeId.BIGNUM:
      return (v) => integerCell(v as bigint);
    case DuckDBTypeId.DECIMAL:
      return (v) => (v as DuckDBDecimalValue).toDouble();
    case DuckDBTypeId.DATE:
      return (v) => {
        const date = v as DuckDBDateValue;
        return asEpochMs && date.isFinite ? date.days * 86_400_000 : date.toString();
      };
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return (v) => {
        const ts = v as DuckDBTimestampValue | DuckDBTimestampTZValue;
        return temporalCell(millisOfMicros(ts.micros), asEpochMs, ts);
      };
    case DuckDBTypeId.TIMESTAMP_S:
      return (v) => {
        const ts = v as DuckDBTimestampSecondsValue;
        return temporalCell(Number(ts.seconds) * 1000, asEpochMs, ts);
      };
    case DuckDBTypeId.TIMESTAMP_MS:
      return (v) => {
        const ts = v as DuckDBTimestampMillisecondsValue;
        return temporalCell(Number(ts.millis), asEpochMs, ts);
      };
    case DuckDBTypeId.TIMESTAMP_NS:
      return (v) => {
        const ts = v as DuckDBTimestampNanosecondsValue;
        return temporalCell(Number(ts.nanos / 1_000_000n), asEpochMs, ts);
      };
    case DuckDBTypeId.VARCHAR:
    case DuckDBTypeId.ENUM:
      return (v) => v as string;
    default:
      return (v) => String(v);
  }
}

export function toCell(converter: CellConverter, value: DuckDBValue): CellValue {
  return value === null ? null : converter(value);
}

/**
 * Parameter types to bind with. The driver would bind every whole number as INTEGER and silently
 * wrap values past 2^31, so larger integers go in as BIGINT. Strings bind as VARCHAR; DuckDB casts
 * them to the column's type (dates, timestamps, numbers) on comparison.
 */
export function bindableParams(params: readonly CellValue[]): { values: DuckDBValue[]; types: DuckDBType[] } {
  const values: DuckDBValue[] = [];
  const types: DuckDBType[] = [];
  for (const param of params) {
    if (param === null) {
      values.push(null);
      types.push(SQLNULL);
    } else if (typeof param === 'boolean') {
      values.push(param);
      types.push(BOOLEAN);
    } else if (typeof param === 'string') {
      values.push(param);
      types.push(VARCHAR);
    } else if (Number.isInteger(param) && Math.abs(param) <= 2_147_483_647) {
      values.push(param);
      types.push(INTEGER);
    } else if (Number.isSafeInteger(param)) {
      values.push(BigInt(param));
      types.push(BIGINT);
    } else {
      values.push(param);
      types.push(DOUBLE);
    }
  }
  return { values, types };
}
