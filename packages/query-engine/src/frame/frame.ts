import {
  GenericDataType,
  type CellValue,
  type ColumnarResult,
  type Engine,
  type QueryResult,
  type RunOptions,
} from '../engine.js';

/**
 * The one columnar result type that travels from the engine through post-processing to serialization
 * (Grafana's data frame idea). Column-major: each field holds its values in row order.
 *
 * Temporal values are numbers: milliseconds since the epoch, UTC. The engines return ISO strings;
 * `frameFromQueryResult` converts them once, so resampling, rolling windows and time comparison work on
 * plain numbers, and the JSON result carries epoch milliseconds as Superset's does.
 */
export interface Field {
  name: string;
  type: GenericDataType;
  /** The engine's own type name when the field came from a query (`BIGINT`, `TIMESTAMP`...). */
  dbType?: string;
  values: CellValue[];
}

export interface Frame {
  fields: Field[];
  /** Number of rows; every field has exactly this many values. */
  length: number;
}

export function temporalToEpochMs(value: CellValue): CellValue {
  if (value === null || typeof value === 'number') return value;
  if (typeof value === 'string') {
    // Dates ('2025-01-31') and timestamps without a zone are UTC.
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? `${value}T00:00:00Z`
      : /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
        ? value
        : `${value.replace(' ', 'T')}Z`;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? value : ms;
  }
  return value;
}

export function frameFromQueryResult(result: QueryResult): Frame {
  const values = result.columns.map((_, index) => result.rows.map((row) => row[index] ?? null));
  return frameFromColumns({ columns: result.columns, values, length: result.rows.length });
}

/**
 * A frame over a column-major result's own arrays (no copy); temporal text an engine could not give
 * as epoch milliseconds is converted in place.
 */
export function frameFromColumns(result: ColumnarResult): Frame {
  const fields = result.columns.map<Field>((column, index) => {
    const values = result.values[index]!;
    if (column.typeGeneric === GenericDataType.TEMPORAL) {
      for (let row = 0; row < values.length; row += 1) {
        if (typeof values[row] === 'string') values[row] = temporalToEpochMs(values[row]!);
      }
    }
    return { name: column.name, type: column.typeGeneric, dbType: column.type, values };
  });
  return { fields, length: result.length };
}

/** Runs one statement into a frame: column by column where the engine reads so, else from its rows. */
export async function runToFrame(engine: Engine, sql: string, options: RunOptions): Promise<Frame> {
  if (engine.runColumns) return frameFromColumns(await engine.runColumns(sql, options));
  return frameFromQueryResult(await engine.run(sql, options));
}

/** Row records (`{column: value}`), the shape of Superset's `data`; rows `from` to `to` (excluded). */
export function frameToRecords(frame: Frame, from = 0, to = frame.length): Record<string, CellValue>[] {
  const records: Record<string, CellValue>[] = new Array(Math.max(0, to - from));
  for (let row = from; row < to; row += 1) {
    const record: Record<string, CellValue> = {};
    for (const field of frame.fields) record[field.name] = field.values[row] ?? null;
    records[row - from] = record;
  }
  return records;
}

/** Cells per slice of `recordsJsonSlices`: some 60-120 KB of text, under V8's large-object size. */
const CELLS_PER_SLICE = 6000;

/**
 * `JSON.stringify(frameToRecords(frame))` a slice of rows at a time: each item is the JSON array of its
 * slice's records (one item, the whole array, for a small frame). The records of a slice are built,
 * encoded and dropped before the next one, so they die young, and no text is a large object with pages
 * of its own: on the reference machine writing into 1.2 MB of fresh memory takes ~3.5 ms, and a 10k-row
 * table's JSON and its bytes took ~11 ms whole against ~6.5 ms in slices.
 */
export function recordsJsonSlices(frame: Frame): string[] {
  const rowsPerSlice = Math.max(1, Math.floor(CELLS_PER_SLICE / Math.max(1, frame.fields.length)));
  if (frame.length <= rowsPerSlice) return [JSON.stringify(frameToRecords(frame))];
  const slices: string[] = [];
  for (let from = 0; from < frame.length; from += rowsPerSlice)
    slices.push(JSON.stringify(frameToRecords(frame, from, Math.min(frame.length, from + rowsPerSlice))));
  return slices;
}

export function frameFromRecords(
  records: readonly Record<string, CellValue>[],
  types: Readonly<Record<string, GenericDataType>>,
): Frame {
  const names = Object.keys(types);
  return {
    fields: names.map((name) => ({
      name,
      type: types[name]!,
      values: records.map((record) => record[name] ?? null),
    })),
    length: records.length,
  };
}
