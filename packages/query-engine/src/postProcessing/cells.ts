import { GenericDataType, type CellValue } from '../engine.js';
import type { Field } from '../frame/frame.js';

/**
 * Cell-level rules shared by the operators: how a cell reads as a number (pandas' float view, where a
 * missing value is NaN), how results go back into a frame (NaN and infinities become null, as Superset's
 * JSON encoder writes them), how cells sort, and how a cell prints when it becomes part of a column name.
 */

export function toNumber(value: CellValue): number {
  if (typeof value === 'number') return value;
  if (value === null) return NaN;
  if (typeof value === 'boolean') return value ? 1 : 0;
  // BIGINT past 2^53 and DECIMAL arrive as strings.
  return value.trim() === '' ? NaN : Number(value);
}

/** The field's values as float64, null → NaN. One pass, no per-cell allocation. */
export function numericValues(field: Field): Float64Array {
  const { values } = field;
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = toNumber(values[i] ?? null);
  return out;
}

/** Back from float64 to cells: anything not finite is null. */
export function numbersToCells(numbers: ArrayLike<number>): CellValue[] {
  const out: CellValue[] = new Array(numbers.length);
  for (let i = 0; i < numbers.length; i += 1) {
    const n = numbers[i]!;
    out[i] = Number.isFinite(n) ? n : null;
  }
  return out;
}

/** A field holds numbers pandas would do arithmetic on (not booleans, not timestamps). */
export function isNumericField(field: Field): boolean {
  return field.type === GenericDataType.NUMERIC;
}

function typeRank(value: CellValue): number {
  return typeof value === 'string' ? 1 : 0;
}

/**
 * Ascending order of two non-null cells: numbers (and booleans) by value, strings by code point as
 * Python compares them, numbers before strings.
 */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  const x = toNumber(a);
  const y = toNumber(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Order with nulls last, as pandas sorts group keys and `sort_values` puts NaN. */
export function compareCellsNullsLast(a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return compareCells(a, b);
}

/** Python's `repr(float)`: shortest round-trip digits, `.0` on whole numbers, exponent outside 1e-4..1e16. */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa, exponentText] = value.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const sign = exponent < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${text}.0` : text;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A pandas Timestamp printed with `str()`: `2025-01-31 00:00:00`. */
export function timestampLabel(epochMs: number): string {
  const date = new Date(epochMs);
  const base =
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms ? `${base}.${pad(ms, 3)}000` : base;
}

/** How a cell prints (`str(cell)` in Superset) when it becomes part of a column name after a pivot. */
export function cellLabel(value: CellValue, type: GenericDataType): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (type === GenericDataType.TEMPORAL) return timestampLabel(value);
    return Number.isInteger(value) ? String(value) : pythonFloatRepr(value);
  }
  return value;
}

/** numpy's `round`: round half to even at `decimals` places. */
export function roundHalfEven(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (fraction > 0.5) rounded = floor + 1;
  else if (fraction < 0.5) rounded = floor;
  else rounded = floor % 2 === 0 ? floor : floor + 1;
  return rounded / factor;
}
