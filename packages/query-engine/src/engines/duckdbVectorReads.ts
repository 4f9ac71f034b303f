import duckdb from '@duckdb/node-bindings';
import { DuckDBTypeId, type DuckDBDataChunk } from '@duckdb/node-api';
import type { CellValue } from '../engine.js';
import { millisOfSafeMicros } from './duckdbValues.js';

/**
 * Reading a result column's cells straight from DuckDB's vector memory, for the types most results
 * are made of. The driver's `getItem` makes an object per cell: a timestamp is a value object around a
 * BigInt, a string a Uint8Array view before it is decoded. For a 10k-row table that was some 70,000
 * short-lived objects per request, and the garbage collector's time was about as long as encoding the
 * answer's JSON. Here a cell is read from typed-array views of the vector; a timestamp or BIGINT
 * becomes a number from its two 32-bit halves; short strings (DuckDB keeps up to 12 bytes inline) come
 * from a small cache of the ones this column already decoded, so a column of a few distinct values
 * holds a few strings. The cells are the ones the driver's values convert to (duckdbValues.ts):
 * anything a read here cannot give exactly, such as a timestamp past ±2^53 µs, it leaves to `fallback`.
 *
 * The vectors of a materialized result are flat (the C API flattens them), as the driver's own reads
 * also assume; the views are only read while the chunk is alive.
 */

/** Writes the cells of column `column` of `chunk` to `out` from `offset` on. */
export type VectorRead = (chunk: DuckDBDataChunk, column: number, out: CellValue[], offset: number) => void;

/** The converted cell of one row, through the driver's value: for what a direct read cannot give. */
export type CellFallback = (chunk: DuckDBDataChunk, column: number, row: number) => CellValue;

const TWO_32 = 4294967296;
/**
 * A high half in (-2^21, 2^21): the 64-bit integer is a safe integer, |n| < 2^53 (-2^53 itself, whose
 * high half is -2^21, is not one: the driver's cell is its text).
 */
const SAFE_HIGH = 2097152;
const STRING_BYTES = 16;
const INLINE_MAX = 12;

/** DuckDB's validity mask of the vector as bytes (little-endian 64-bit words), or null when all are valid. */
function validityOf(vector: duckdb.Vector, rows: number): Uint8Array | null {
  const bytes = duckdb.vector_get_validity(vector, Math.ceil(rows / 64) * 8);
  return bytes && bytes.byteLength > 0 ? bytes : null;
}

/** Whether row `row` is NULL: its bit in the mask is clear. */
const isNull = (validity: Uint8Array | null, row: number) =>
  validity !== null && (validity[row >> 3]! & (1 << (row & 7))) === 0;

/** The column's data and validity, and its row count (the chunk's, read once: each read is a native call). */
function vectorData(chunk: DuckDBDataChunk, column: number, itemBytes: number) {
  const rows = chunk.rowCount;
  const vector = duckdb.data_chunk_get_vector(chunk.chunk, column);
  const data = duckdb.vector_get_data(vector, rows * itemBytes);
  return { data, rows, validity: validityOf(vector, rows) };
}

/** Fixed-width numbers whose typed array holds the JS number itself. */
function numberRead(
  view: new (buffer: ArrayBufferLike, byteOffset: number, length: number) => ArrayLike<number>,
  itemBytes: number,
): VectorRead {
  return (chunk, column, out, offset) => {
    const { data, rows, validity } = vectorData(chunk, column, itemBytes);
    const items = new view(data.buffer, data.byteOffset, rows);
    for (let row = 0; row < rows; row++) out[offset + row] = isNull(validity, row) ? null : items[row]!;
  };
}

/**
 * 64-bit integers (BIGINT; TIMESTAMP's microseconds) through `cell` of the number while it is exact,
 * else `fallback`. Little-endian: the low half first, unsigned, then the signed high half.
 */
function int64Read(cell: (n: number) => CellValue, fallback: CellFallback): VectorRead {
  return (chunk, column, out, offset) => {
    const { data, rows, validity } = vectorData(chunk, column, 8);
    const halves = new Int32Array(data.buffer, data.byteOffset, rows * 2);
    for (let row = 0; row < rows; row++) {
      if (isNull(validity, row)) {
        out[offset + row] = null;
        continue;
      }
      const high = halves[2 * row + 1]!;
      out[offset + row] =
        high < SAFE_HIGH && high > -SAFE_HIGH
          ? cell(high * TWO_32 + (halves[2 * row]! >>> 0))
          : fallback(chunk, column, row);
    }
  };
}

/** A column's cache of inline strings has 2^10 slots: direct-mapped, so its size and cost stay bounded. */
const INLINE_CACHE_BITS = 10;
const INLINE_CACHE_SLOTS = 1 << INLINE_CACHE_BITS;
const textDecoder = new TextDecoder();

/**
 * VARCHAR: DuckDB's string_t is 16 bytes, the length then up to 12 bytes inline, or a 4-byte prefix
 * and a pointer. An inline string's 16 bytes are the whole key of its cache slot: equal bytes, equal
 * text, so a hit can never give another string.
 */
function varcharRead(): VectorRead {
  // One cache for the column's every chunk.
  const keys = new Int32Array(INLINE_CACHE_SLOTS * 4);
  const texts: (string | undefined)[] = new Array(INLINE_CACHE_SLOTS);
  return (chunk, column, out, offset) => {
    const { data, rows, validity } = vectorData(chunk, column, STRING_BYTES);
    const buffer = data.buffer as ArrayBuffer;
    const words = new Int32Array(buffer, data.byteOffset, rows * 4);
    for (let row = 0; row < rows; row++) {
      if (isNull(validity, row)) {
        out[offset + row] = null;
        continue;
      }
      const at = row * 4;
      const length = words[at]!;
      if (length > INLINE_MAX) {
        const bytes = duckdb.get_data_from_pointer(buffer, data.byteOffset + at * 4 + 8, length);
        out[offset + row] = textDecoder.decode(bytes);
        continue;
      }
      const a = words[at + 1]!;
      const b = words[at + 2]!;
      const c = words[at + 3]!;
      const hash = Math.imul(length ^ a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
      const slot = hash >>> (32 - INLINE_CACHE_BITS);
      const k = slot * 4;
      let text = texts[slot];
      if (
        text === undefined ||
        keys[k] !== length ||
        keys[k + 1] !== a ||
        keys[k + 2] !== b ||
        keys[k + 3] !== c
      ) {
        const start = data.byteOffset + at * 4 + 4;
        text = textDecoder.decode(new Uint8Array(buffer, start, length));
        texts[slot] = text;
        keys[k] = length;
        keys[k + 1] = a;
        keys[k + 2] = b;
        keys[k + 3] = c;
      }
      out[offset + row] = text;
    }
  };
}

/**
 * The direct read of a column of this type, or null where the driver's values are read instead. Its
 * cells equal `cellConverterFor(typeId, temporalAs)` of the driver's values; `fallback` gives those for
 * the rows it cannot read exactly.
 */
export function vectorReadFor(
  typeId: DuckDBTypeId,
  temporalAs: 'iso' | 'epochMs',
  fallback: CellFallback,
): VectorRead | null {
  switch (typeId) {
    case DuckDBTypeId.BOOLEAN:
      return (chunk, column, out, offset) => {
        const { data, rows, validity } = vectorData(chunk, column, 1);
        for (let row = 0; row < rows; row++)
          out[offset + row] = isNull(validity, row) ? null : data[row] !== 0;
      };
    case DuckDBTypeId.TINYINT:
      return numberRead(Int8Array, 1);
    case DuckDBTypeId.UTINYINT:
      return numberRead(Uint8Array, 1);
    case DuckDBTypeId.SMALLINT:
      return numberRead(Int16Array, 2);
    case DuckDBTypeId.USMALLINT:
      return numberRead(Uint16Array, 2);
    case DuckDBTypeId.INTEGER:
      return numberRead(Int32Array, 4);
    case DuckDBTypeId.UINTEGER:
      return numberRead(Uint32Array, 4);
    case DuckDBTypeId.FLOAT:
      return numberRead(Float32Array, 4);
    case DuckDBTypeId.DOUBLE:
      return numberRead(Float64Array, 8);
    case DuckDBTypeId.BIGINT:
      return int64Read((n) => n, fallback);
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      // Within ±2^53 µs a timestamp is inside JS's date range: its ISO text is always Date's.
      return temporalAs === 'epochMs'
        ? int64Read(millisOfSafeMicros, fallback)
        : int64Read((micros) => new Date(millisOfSafeMicros(micros)).toISOString(), fallback);
    case DuckDBTypeId.VARCHAR:
      return varcharRead();
    default:
      return null;
  }
}
