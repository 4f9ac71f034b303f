/**
 * A filter-box item's default value, typed by its column's database type when the filter
 * is single-select. Types are compared without case and without a size or precision suffix, so
 * `decimal(10,2)` reads as DECIMAL.
 */

const FILTER_BOX_BOOLEAN_TYPES: ReadonlySet<string> = new Set(['BOOLEAN']);
const FILTER_BOX_INTEGER_TYPES: ReadonlySet<string> = new Set([
  'TINYINT',
  'SMALLINT',
  'INT',
  'INTEGER',
  'BIGINT',
  'LONG',
]);
const FILTER_BOX_FLOAT_TYPES: ReadonlySet<string> = new Set([
  'FLOAT',
  'DOUBLE',
  'REAL',
  'NUMERIC',
  'DECIMAL',
  'MONEY',
]);

export type FilterBoxDefault = string | number | boolean | null;

/** `decimal(10, 2)` → `DECIMAL`. */
export function columnBaseTypeName(type: string | null | undefined): string {
  return (type ?? '')
    .trim()
    .replace(/\s*\(.*\)\s*$/, '')
    .toUpperCase();
}

/** The number in `text`, or null for text that is not a number (blank text included). */
function numberIn(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * The default to save for `text` typed into the form: unchanged for multi-select filters, empty text and
 * text columns; a boolean for BOOLEAN ('true' is true, anything else false); an integer for the integer
 * types and a float for the decimal types, with non-numeric text becoming null.
 */
export function convertFilterBoxDefault(
  text: string,
  columnType: string | null | undefined,
  multiple: boolean,
): FilterBoxDefault {
  if (multiple || text === '') return text;
  const type = columnBaseTypeName(columnType);
  if (FILTER_BOX_BOOLEAN_TYPES.has(type)) return text.trim().toLowerCase() === 'true';
  if (FILTER_BOX_INTEGER_TYPES.has(type)) {
    const number = numberIn(text);
    return number === null ? null : Math.trunc(number);
  }
  if (FILTER_BOX_FLOAT_TYPES.has(type)) return numberIn(text);
  return text;
}
