import Database from 'better-sqlite3';
import {
  GenericDataType,
  type CellValue,
  type ColumnInfo,
  type Engine,
  type QueryResult,
  type RunOptions,
  type ScriptRunOptions,
  type TableRef,
} from '../engine.js';
import type { ScriptStatement } from '../sqlGate/sqlScript.js';
import { columnInfo, genericTypeFromTypeName, integerCell, quoteIdentifier } from '../columnTypes.js';
import { QueryCancelledError, ScriptStatementError } from '../errors.js';
import type { SqlGate } from '../sqlGate/sqlGate.js';
import { SqliteSqlGate } from '../sqlGate/sqliteSqlGate.js';

export interface SqliteEngineOptions {
  /** Data sources open read-only unless the URI says `?mode=rw` (in-memory databases are always writable). */
  readOnly: boolean;
}

/**
 * SQLite files through better-sqlite3. The driver is synchronous and cannot interrupt a statement, so
 * an AbortSignal is honoured only before the statement starts and `timeoutMs` is not enforced; SQLite
 * sources are small local files, and the heavy engines (DuckDB, PostgreSQL) cancel properly.
 * Types come from the declared column types, as SQLite itself has none per value.
 */
export class SqliteEngine implements Engine {
  readonly backend = 'sqlite';
  readonly sqlGate: SqlGate = new SqliteSqlGate((sql, params) => this.run(sql, { params }));
  private db: Database.Database | null;

  constructor(path: string, options: SqliteEngineOptions) {
    const memory = path === ':memory:' || path === '';
    this.db = new Database(memory ? ':memory:' : path, {
      readonly: memory ? false : options.readOnly,
      fileMustExist: !memory,
    });
    registerRegexp(this.db);
  }

  private handle(): Database.Database {
    if (!this.db) throw new Error('The SQLite engine is closed');
    return this.db;
  }

  run(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    if (options.signal?.aborted) return Promise.reject(new QueryCancelledError());
    try {
      return Promise.resolve(this.runNow(sql, options.params ?? []));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private runNow(sql: string, params: readonly CellValue[]): QueryResult {
    const statement = this.handle().prepare(sql);
    const values = params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
    if (!statement.reader) {
      statement.run(...values);
      return { columns: [], rows: [] };
    }
    statement.safeIntegers(true).raw(true);
    const rows = (statement.all(...values) as unknown[][]).map((row) => row.map(toCell));
    const columns = describeColumns(statement.columns(), rows);
    // Declared temporal columns hold text; normalise `YYYY-MM-DD HH:MM:SS` to the ISO form other engines return.
    columns.forEach((column, i) => {
      if (!column.isDttm) return;
      for (const row of rows) row[i] = normaliseTimestamp(row[i] ?? null);
    });
    return { columns, rows };
  }

  /**
   * A script in one transaction (SQLite has them for DDL too); the last statement's rows are read one
   * by one up to `maxRows`. The driver is synchronous: the timeout is not enforced (see above).
   */
  runScript(statements: readonly ScriptStatement[], options: ScriptRunOptions): Promise<QueryResult> {
    if (options.signal?.aborted) return Promise.reject(new QueryCancelledError());
    const db = this.handle();
    try {
      return Promise.resolve(
        db.transaction(() => {
          let last: QueryResult = { columns: [], rows: [] };
          for (const [index, { sql }] of statements.entries()) {
            try {
              const statement = db.prepare(sql);
              if (!statement.reader) {
                statement.run();
                last = { columns: [], rows: [] };
                continue;
              }
              statement.safeIntegers(true).raw(true);
              const rows: CellValue[][] = [];
              if (index === statements.length - 1) {
                for (const row of statement.iterate() as Iterable<unknown[]>) {
                  if (rows.length >= options.maxRows) break;
                  rows.push(row.map(toCell));
                }
              } else statement.all();
              const columns = describeColumns(statement.columns(), rows);
              columns.forEach((column, i) => {
                if (column.isDttm) for (const row of rows) row[i] = normaliseTimestamp(row[i] ?? null);
              });
              last = { columns, rows };
            } catch (error) {
              throw new ScriptStatementError(index, error);
            }
          }
          return last;
        })(),
      );
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  testConnection(): Promise<void> {
    return this.run('SELECT 1').then(() => undefined);
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.run('SELECT name FROM pragma_database_list ORDER BY seq');
    return rows.map((row) => String(row[0]));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const name = schema ?? 'main';
    const { rows } = await this.run(
      `SELECT name FROM ${quoteIdentifier(name)}.sqlite_master
       WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
    );
    return rows.map((row) => ({ schema: name, table: String(row[0]) }));
  }

  async describeTable(table: TableRef): Promise<ColumnInfo[]> {
    const { rows } = await this.run(
      'SELECT name, type, "notnull" FROM pragma_table_info(?, ?) ORDER BY cid',
      {
        params: [table.table, table.schema ?? 'main'],
      },
    );
    if (rows.length === 0) throw new Error(`Table ${table.table} does not exist`);
    return rows.map((row) => declaredColumn(String(row[0]), String(row[1] ?? ''), row[2] !== 1));
  }

  /** Column names and declared types without running the query; undeclared ones (expressions) from one row. */
  async describeQuery(sql: string): Promise<ColumnInfo[]> {
    const statement = this.handle().prepare(sql);
    if (!statement.reader) throw new Error('The statement does not return rows');
    const declared = statement.columns();
    const sample = declared.some((c) => !c.type)
      ? (await this.run(`SELECT * FROM (${sql.trim().replace(/;+\s*$/, '')}) LIMIT 1`)).rows
      : [];
    return describeColumns(declared, sample);
  }

  close(): Promise<void> {
    this.db?.close();
    this.db = null;
    return Promise.resolve();
  }
}

/**
 * SQLite parses `x REGEXP p` but ships no implementation: it calls a user function `regexp(p, x)`.
 * JavaScript regular expressions stand in (the chart REGEX filter); compiled patterns are kept.
 */
function registerRegexp(db: Database.Database): void {
  const compiled = new Map<string, RegExp>();
  db.function('regexp', { deterministic: true }, (pattern: unknown, value: unknown) => {
    if (pattern === null || value === null) return null;
    const source = String(pattern);
    let regex = compiled.get(source);
    if (!regex) {
      regex = new RegExp(source);
      if (compiled.size > 100) compiled.clear();
      compiled.set(source, regex);
    }
    return regex.test(String(value)) ? 1 : 0;
  });
}

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return integerCell(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('hex');
  return String(value);
}

/** A column with a declared type: its generic type follows from the type name. */
function declaredColumn(name: string, type: string, nullable: boolean): ColumnInfo {
  return columnInfo(name, type, genericTypeFromTypeName(type), nullable);
}

function describeColumns(declared: Database.ColumnDefinition[], rows: CellValue[][]): ColumnInfo[] {
  return declared.map((column, i) => {
    if (column.type) return declaredColumn(column.name, column.type, true);
    // An expression has no declared type: go by the first non-null value, as SQLite does per value.
    const first = rows.find((row) => row[i] !== null)?.[i];
    const typeGeneric = typeof first === 'number' ? GenericDataType.NUMERIC : GenericDataType.STRING;
    return columnInfo(column.name, '', typeGeneric);
  });
}

function normaliseTimestamp(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d)(?::(\d\d))?(?:\.(\d+))?Z?$/.exec(value);
  if (!match) return value;
  return `${match[1]}T${match[2]}:${match[3] ?? '00'}.${(match[4] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}
