import {
  DuckDBInstance,
  StatementType,
  type DuckDBConnection,
  type DuckDBMaterializedResult,
  type DuckDBPreparedStatement,
  type DuckDBValue,
} from '@duckdb/node-api';
import type {
  CellValue,
  ColumnarResult,
  ColumnInfo,
  Engine,
  QueryResult,
  RunOptions,
  ScriptRunOptions,
  TableRef,
} from '../engine.js';
import type { ScriptStatement } from '../sqlGate/sqlScript.js';
import { runDuckdbScript } from './duckdbScriptRun.js';
import { columnInfo, quotedTableName } from '../columnTypes.js';
import { runCancellable } from './cancellation.js';
import {
  bindableParams,
  cellConverterFor,
  duckdbGenericType,
  toCell,
  type CellConverter,
} from './duckdbValues.js';
import { vectorReadFor, type CellFallback, type VectorRead } from './duckdbVectorReads.js';
import { DuckDBSqlGate } from '../sqlGate/duckdbSqlGate.js';
import type { SqlGate } from '../sqlGate/sqlGate.js';
import { MultipleStatementsError } from '../errors.js';

/** Idle connections kept for later statements; connections beyond this are closed after use. */
const IDLE_CONNECTIONS_KEPT = 8;
/** Prepared SELECTs kept per connection, by SQL text; the least recently used is dropped first. */
const PREPARED_STATEMENTS_KEPT = 64;

export interface DuckDBOpenOptions {
  /** Open the file for writing; otherwise read-only, so several processes can read it at once. */
  writable?: boolean;
}

/**
 * Options set when the instance is created: no extension is installed or loaded on demand. DuckDB shares
 * one instance per file and configuration, so whoever else opens the same file in this process (a
 * benchmark's raw connection) passes the same options.
 */
export function duckdbInstanceConfig(options: DuckDBOpenOptions & { file: boolean }): Record<string, string> {
  return {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    allow_community_extensions: 'false',
    allow_unsigned_extensions: 'false',
    ...(options.file && !options.writable ? { access_mode: 'READ_ONLY' } : {}),
  };
}

/**
 * Every DuckDB database is locked down before its first statement: SQL reaches no file, directory or
 * network (only the database's own write-ahead log and spill directory, which DuckDB itself needs), and
 * the configuration is locked so no statement can turn any of it back on. Set by statements because
 * the allowed paths must be set before external access is switched off. An instance shared from the
 * driver's cache is locked down once.
 */
async function lockDown(instance: DuckDBInstance, path: string): Promise<void> {
  const connection = await instance.connect();
  try {
    const settings = await connection.runAndReadAll(
      `SELECT current_setting('lock_configuration'), current_setting('temp_directory')`,
    );
    const [locked, tempDirectory] = settings.getRows()[0] as [boolean, string];
    if (locked) return;
    const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
    const ownFiles = path === ':memory:' ? [] : [`${path}.wal`, `${path}.wal.checkpoint`];
    if (ownFiles.length > 0) await connection.run(`SET allowed_paths = [${ownFiles.map(quote).join(', ')}]`);
    if (tempDirectory) await connection.run(`SET allowed_directories = [${quote(`${tempDirectory}/`)}]`);
    await connection.run('SET enable_external_access = false');
    await connection.run('SET lock_configuration = true');
  } finally {
    connection.closeSync();
  }
}

/** A connection of the pool, with the SELECTs it has prepared. */
interface PooledConnection {
  connection: DuckDBConnection;
  prepared: Map<string, DuckDBPreparedStatement>;
  /**
   * Set when the connection may carry state into the next statement (anything but a plain SELECT ran:
   * SET, BEGIN, ATTACH, temporary tables...) or when it was interrupted or failed: it is then closed
   * after use instead of going back to the pool.
   */
  spoiled: boolean;
}

/**
 * DuckDB through `@duckdb/node-api`. A file is opened once per process through the driver's instance
 * cache (two instances of one file in one process would conflict). Each statement has a connection to
 * itself, so statements run in parallel and can be interrupted one by one; connections that ran only
 * SELECTs are kept for the next statements with their prepared statements, because a fresh connection
 * and a fresh plan cost more than a small query itself. Bound parameters make the SQL of a chart the
 * same from one request to the next, so its plan is reused (DuckDB re-binds it when a table changes).
 */
export class DuckDBEngine implements Engine {
  readonly backend = 'duckdb';
  readonly sqlGate: SqlGate = new DuckDBSqlGate((sql, params) => this.run(sql, { params }));
  private instance: DuckDBInstance | null;
  /** Connections running a statement now (interrupted on close). */
  private readonly busy = new Set<PooledConnection>();
  /** Connections ready for the next statement, most recently used last. */
  private readonly idle: PooledConnection[] = [];

  private constructor(instance: DuckDBInstance) {
    this.instance = instance;
  }

  /** `path` is a file path or `:memory:` (a private database for this engine). */
  static async open(path: string, options: DuckDBOpenOptions = {}): Promise<DuckDBEngine> {
    const file = path !== ':memory:';
    const config = duckdbInstanceConfig({ ...options, file });
    const instance = file
      ? await DuckDBInstance.fromCache(path, config)
      : await DuckDBInstance.create(':memory:', config);
    await lockDown(instance, path);
    return new DuckDBEngine(instance);
  }

  private async acquire(): Promise<PooledConnection> {
    if (!this.instance) throw new Error('The DuckDB engine is closed');
    const pooled = this.idle.pop() ?? {
      connection: await this.instance.connect(),
      prepared: new Map<string, DuckDBPreparedStatement>(),
      spoiled: false,
    };
    this.busy.add(pooled);
    return pooled;
  }

  private release(pooled: PooledConnection): void {
    this.busy.delete(pooled);
    if (!pooled.spoiled && this.instance && this.idle.length < IDLE_CONNECTIONS_KEPT) {
      this.idle.push(pooled);
      return;
    }
    // Closing destroys the connection's prepared statements too.
    pooled.connection.closeSync();
  }

  private async withConnection<T>(work: (pooled: PooledConnection) => Promise<T>): Promise<T> {
    const pooled = await this.acquire();
    try {
      return await work(pooled);
    } catch (error) {
      pooled.spoiled = true;
      throw error;
    } finally {
      this.release(pooled);
    }
  }

  async run(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    return this.execute(sql, options, readRows);
  }

  async runColumns(sql: string, options: RunOptions = {}): Promise<ColumnarResult> {
    return this.execute(sql, options, readColumns);
  }

  /** Runs `sql` on a pooled connection, cancellable, and reads its materialized result with `read`. */
  private async execute<T>(
    sql: string,
    options: RunOptions,
    read: (result: DuckDBMaterializedResult, temporalAs: RunOptions['temporalAs']) => T,
  ): Promise<T> {
    return this.withConnection(async (pooled) => {
      let finished = false;
      try {
        return await runCancellable(
          options,
          () => {
            // A cancel that comes after the statement ended must not reach the connection's next user.
            if (finished) return;
            pooled.spoiled = true;
            pooled.connection.interrupt();
          },
          async () => {
            const statement = await preparedStatement(pooled, sql);
            try {
              const { values, types } = bindableParams(options.params ?? []);
              statement.bind(values, types);
              return read(await statement.run(), options.temporalAs);
            } finally {
              if (!isKept(pooled, sql, statement)) statement.destroySync();
            }
          },
        );
      } finally {
        finished = true;
      }
    });
  }

  runScript(statements: readonly ScriptStatement[], options: ScriptRunOptions): Promise<QueryResult> {
    return this.withConnection((pooled) => {
      // A script may leave state on its connection (settings, temporary tables): never pooled again.
      pooled.spoiled = true;
      return runDuckdbScript(pooled.connection, statements, options);
    });
  }

  async testConnection(): Promise<void> {
    await this.run('SELECT 1');
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.run(
      `SELECT schema_name FROM information_schema.schemata
       WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog')
       ORDER BY schema_name`,
    );
    return rows.map((row) => String(row[0]));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const { rows } = await this.run(
      `SELECT table_schema, table_name FROM information_schema.tables
       WHERE table_catalog = current_database() AND table_schema = coalesce(?, current_schema())
       ORDER BY table_name`,
      { params: [schema] },
    );
    return rows.map((row) => ({ schema: String(row[0]), table: String(row[1]) }));
  }

  async describeTable(table: TableRef): Promise<ColumnInfo[]> {
    const columns = await this.describeQuery(`SELECT * FROM ${quotedTableName(table)}`);
    const { rows } = await this.run(
      `SELECT column_name, is_nullable FROM information_schema.columns
       WHERE table_catalog = current_database() AND table_schema = coalesce(?, current_schema()) AND table_name = ?`,
      { params: [table.schema, table.table] },
    );
    const nullable = new Map(rows.map((row) => [String(row[0]), row[1] === 'YES']));
    return columns.map((column) => ({ ...column, nullable: nullable.get(column.name) ?? true }));
  }

  /** Prepares the statement (nothing runs) and reads the result columns' names and types. */
  async describeQuery(sql: string): Promise<ColumnInfo[]> {
    return this.withConnection(async ({ connection }) => {
      const prepared = await connection.prepare(sql);
      try {
        const columns: ColumnInfo[] = [];
        for (let i = 0; i < prepared.columnCount; i++) {
          columns.push(
            columnInfo(
              prepared.columnName(i),
              prepared.columnType(i).toString(),
              duckdbGenericType(prepared.columnTypeId(i)),
            ),
          );
        }
        return columns;
      } finally {
        prepared.destroySync();
      }
    });
  }

  async close(): Promise<void> {
    for (const pooled of this.busy) {
      pooled.spoiled = true;
      pooled.connection.interrupt();
    }
    for (const pooled of this.idle.splice(0)) pooled.connection.closeSync();
    // A cached instance stays alive while another engine in this process still holds the same file.
    this.instance?.closeSync();
    this.instance = null;
  }
}

/**
 * The statement to run `sql` with: the connection's prepared SELECT for that text, or a new one, kept
 * when it is a single SELECT. A text of several statements is refused before any of them runs, and
 * anything but a single SELECT spoils the connection (see PooledConnection).
 */
async function preparedStatement(pooled: PooledConnection, sql: string): Promise<DuckDBPreparedStatement> {
  const { connection, prepared } = pooled;
  const known = prepared.get(sql);
  if (known) {
    // Most recently used last, so the first entry is the one to drop.
    prepared.delete(sql);
    prepared.set(sql, known);
    return known;
  }
  const extracted = await connection.extractStatements(sql);
  if (extracted.count !== 1) throw new MultipleStatementsError(extracted.count);
  const statement = await extracted.prepare(0);
  if (statement.statementType !== StatementType.SELECT) {
    pooled.spoiled = true;
    return statement;
  }
  if (prepared.size >= PREPARED_STATEMENTS_KEPT) {
    const [oldestSql, oldest] = prepared.entries().next().value!;
    prepared.delete(oldestSql);
    oldest.destroySync();
  }
  prepared.set(sql, statement);
  return statement;
}

function isKept(pooled: PooledConnection, sql: string, statement: DuckDBPreparedStatement): boolean {
  return !pooled.spoiled && pooled.prepared.get(sql) === statement;
}

/** A result's columns and, for each, the converter of its values to cells (chosen once per column). */
function resultColumns(
  result: DuckDBMaterializedResult,
  temporalAs: RunOptions['temporalAs'] = 'iso',
): { columns: ColumnInfo[]; converters: CellConverter[] } {
  const columns: ColumnInfo[] = [];
  const converters: CellConverter[] = [];
  for (let i = 0; i < result.columnCount; i++) {
    const typeId = result.columnTypeId(i);
    columns.push(
      columnInfo(result.columnName(i), result.columnType(i).toString(), duckdbGenericType(typeId)),
    );
    converters.push(cellConverterFor(typeId, temporalAs));
  }
  return { columns, converters };
}

/**
 * The rows of a materialized result, read chunk by chunk without going back to the driver's thread
 * pool: the statement has run, the chunks are in memory.
 */
function readRows(result: DuckDBMaterializedResult, temporalAs: RunOptions['temporalAs']): QueryResult {
  const { columns, converters } = resultColumns(result, temporalAs);
  const rows: CellValue[][] = [];
  const chunkCount = result.chunkCount;
  for (let c = 0; c < chunkCount; c++) {
    // The chunk's row arrays are fresh: convert them in place rather than allocating a copy of each.
    for (const row of result.getChunk(c).getRows() as unknown as CellValue[][]) {
      for (let i = 0; i < row.length; i++) {
        row[i] = toCell(converters[i] as CellConverter, row[i] as unknown as DuckDBValue);
      }
      rows.push(row);
    }
  }
  return { columns, rows };
}

/** A column's cells item by item through the driver's values, with the column's converter. */
function itemRead(convert: CellConverter): VectorRead {
  return (chunk, column, out, offset) => {
    const vector = chunk.getColumnVector(column);
    const rowCount = chunk.rowCount;
    for (let row = 0; row < rowCount; row++) out[offset + row] = toCell(convert, vector.getItem(row));
  };
}

/**
 * The same result column by column: a column of a common type read straight from its vectors
 * (duckdbVectorReads.ts), any other item by item.
 */
function readColumns(result: DuckDBMaterializedResult, temporalAs: RunOptions['temporalAs']): ColumnarResult {
  const { columns, converters } = resultColumns(result, temporalAs);
  const reads = converters.map((convert, i) => {
    const viaValue: CellFallback = (chunk, column, row) =>
      toCell(convert, chunk.getColumnVector(column).getItem(row));
    return vectorReadFor(result.columnTypeId(i), temporalAs ?? 'iso', viaValue) ?? itemRead(convert);
  });
  const length = result.rowCount;
  const values = columns.map(() => new Array<CellValue>(length));
  let offset = 0;
  const chunkCount = result.chunkCount;
  for (let c = 0; c < chunkCount; c++) {
    const chunk = result.getChunk(c);
    for (let i = 0; i < columns.length; i++) reads[i]!(chunk, i, values[i]!, offset);
    offset += chunk.rowCount;
  }
  return { columns, values, length };
}
