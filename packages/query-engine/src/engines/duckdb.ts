import {
  DuckDBInstance,
  type DuckDBConnection,
  type DuckDBResultReader,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { CellValue, ColumnInfo, Engine, QueryResult, RunOptions, TableRef } from '../engine.js';
import { columnInfo, quotedTableName } from '../columnTypes.js';
import { runCancellable } from './cancellation.js';
import {
  bindableParams,
  cellConverterFor,
  duckdbGenericType,
  toCell,
  type CellConverter,
} from './duckdbValues.js';

/**
 * DuckDB through `@duckdb/node-api`. A file is opened once per process through the driver's instance
 * cache (two instances of one file in one process would conflict), and each statement gets its own
 * connection: connections are cheap in DuckDB, run in parallel, and can be interrupted one by one.
 */
export class DuckDBEngine implements Engine {
  readonly backend = 'duckdb';
  private instance: DuckDBInstance | null;
  private readonly open = new Set<DuckDBConnection>();

  private constructor(instance: DuckDBInstance) {
    this.instance = instance;
  }

  /** `path` is a file path or `:memory:` (a private database for this engine). */
  static async open(path: string): Promise<DuckDBEngine> {
    const instance =
      path === ':memory:' ? await DuckDBInstance.create(':memory:') : await DuckDBInstance.fromCache(path);
    return new DuckDBEngine(instance);
  }

  private async withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    if (!this.instance) throw new Error('The DuckDB engine is closed');
    const connection = await this.instance.connect();
    this.open.add(connection);
    try {
      return await work(connection);
    } finally {
      this.open.delete(connection);
      connection.closeSync();
    }
  }

  async run(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    return this.withConnection((connection) =>
      runCancellable(
        options,
        () => connection.interrupt(),
        async () => {
          const { values, types } = bindableParams(options.params ?? []);
          const reader = await connection.runAndReadAll(sql, values, types);
          return readResult(reader, options.temporalAs);
        },
      ),
    );
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
    return this.withConnection(async (connection) => {
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
    for (const connection of this.open) connection.interrupt();
    // A cached instance stays alive while another engine in this process still holds the same file.
    this.instance?.closeSync();
    this.instance = null;
  }
}

function readResult(reader: DuckDBResultReader, temporalAs: RunOptions['temporalAs'] = 'iso'): QueryResult {
  const columns: ColumnInfo[] = [];
  const converters: CellConverter[] = [];
  for (let i = 0; i < reader.columnCount; i++) {
    const typeId = reader.columnTypeId(i);
    columns.push(
      columnInfo(reader.columnName(i), reader.columnType(i).toString(), duckdbGenericType(typeId)),
    );
    converters.push(cellConverterFor(typeId, temporalAs));
  }
  // The reader's row arrays are fresh: convert them in place rather than allocating a copy of each.
  const rows = reader.getRows() as unknown as CellValue[][];
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) {
      row[i] = toCell(converters[i] as CellConverter, row[i] as unknown as DuckDBValue);
    }
  }
  return { columns, rows };
}
