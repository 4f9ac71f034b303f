import type { SqlGate } from './sqlGate/sqlGate.js';
import type { ScriptStatement } from './sqlGate/sqlScript.js';

/**
 * The contract every analytics engine driver implements (DuckDB, PostgreSQL, SQLite, ...). The query
 * pipeline, dataset introspection, connection tests and SQL Lab all go through it; no caller talks to a
 * driver directly.
 */

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export interface ColumnInfo {
  name: string;
  /** The engine's own type name, e.g. `VARCHAR`, `TIMESTAMP`, `DOUBLE`, `integer`. */
  type: string;
  typeGeneric: GenericDataType;
  isDttm: boolean;
  nullable: boolean;
}

export interface TableRef {
  schema: string | null;
  table: string;
}

/** A scalar value as it travels in a result: BIGINT becomes number (or string past 2^53), dates ISO strings. */
export type CellValue = string | number | boolean | null;

export interface QueryResult {
  columns: ColumnInfo[];
  rows: CellValue[][];
}

/** A result column-major, as a frame holds it: `values[i]` holds column i's cells in row order. */
export interface ColumnarResult {
  columns: ColumnInfo[];
  values: CellValue[][];
  length: number;
}

export interface RunOptions {
  /** Bound parameters, positional (`?` in SQL written for the engine's dialect placeholder style). */
  params?: readonly CellValue[];
  /** Cancels the statement when aborted (client went away, timeout). */
  signal?: AbortSignal;
  /** Statement timeout in milliseconds. */
  timeoutMs?: number;
  /**
   * How dates and timestamps come back: ISO 8601 text (the default) or epoch milliseconds (UTC), which
   * the chart-data pipeline's frames hold. A hint: an engine that cannot honour it returns text, and
   * frames convert text too.
   */
  temporalAs?: 'iso' | 'epochMs';
}

/** How SQL Lab runs a script's statements (checked by the gate first). */
export interface ScriptRunOptions extends Pick<RunOptions, 'signal' | 'timeoutMs'> {
  /** Runs the statements in one transaction, committed only when every one succeeded. */
  transaction: boolean;
  /** Rows read at most from the last statement's result; the rest is never fetched. */
  maxRows: number;
}

export interface Engine {
  /** `duckdb`, `postgresql` or `sqlite`: the Superset backend name. */
  readonly backend: string;
  /** Checks SQL a person wrote with this engine's own parser, before it is embedded in a statement. */
  readonly sqlGate: SqlGate;
  /** Runs one statement and returns all rows; a text of several statements is refused, never run. */
  run(sql: string, options?: RunOptions): Promise<QueryResult>;
  /**
   * The same, column by column, where the driver reads results by column: a frame is then built
   * without a row array per row and a copy of every column (`runToFrame` falls back to `run`).
   */
  runColumns?(sql: string, options?: RunOptions): Promise<ColumnarResult>;
  /**
   * Runs a script's statements in order on one connection and answers the last one's result (at most
   * `maxRows` rows; none for a write). A statement's failure is a ScriptStatementError naming it;
   * timeouts and cancellations are QueryTimeoutError and QueryCancelledError, as for `run`.
   */
  runScript(statements: readonly ScriptStatement[], options: ScriptRunOptions): Promise<QueryResult>;
  /** Fails with a readable error when the connection cannot be made. */
  testConnection(): Promise<void>;
  listSchemas(): Promise<string[]>;
  listTables(schema: string | null): Promise<TableRef[]>;
  /** Columns of a physical table, or of a SELECT (virtual dataset) when `sql` is given. */
  describeTable(table: TableRef): Promise<ColumnInfo[]>;
  describeQuery(sql: string): Promise<ColumnInfo[]>;
  close(): Promise<void>;
}
