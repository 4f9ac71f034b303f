import pg from 'pg';
import type { ColumnInfo, Engine, QueryResult, RunOptions, ScriptRunOptions, TableRef } from '../engine.js';
import type { ScriptStatement } from '../sqlGate/sqlScript.js';
import type { DatabaseUri } from '../uri.js';
import { columnInfo, quotedTableName } from '../columnTypes.js';
import { QueryCancelledError, QueryTimeoutError, ScriptStatementError } from '../errors.js';
import { runCancellable } from './cancellation.js';
import { toNumberedPlaceholders } from './placeholders.js';
import { PostgresSqlGate } from '../sqlGate/postgresSqlGate.js';
import type { SqlGate } from '../sqlGate/sqlGate.js';
import { cellTypeParsers, postgresGenericType } from './postgresValues.js';

const SSL_MODES_WITH_VERIFY = new Set(['verify-ca', 'verify-full']);
const SSL_MODES = new Set(['require', ...SSL_MODES_WITH_VERIFY]);

/** Driver settings from a parsed `postgresql://` URI (`?host=/socket/dir` and `sslmode` understood). */
export function postgresClientConfig(uri: DatabaseUri, allowDml = false): pg.ClientConfig {
  const sslmode = uri.query['sslmode'];
  return {
    host: uri.query['host'] ?? uri.host,
    port: uri.port ?? (uri.query['port'] ? Number(uri.query['port']) : undefined),
    user: uri.username ?? uri.query['user'],
    password: uri.password ?? uri.query['password'],
    database: uri.database ?? uri.query['dbname'],
    application_name: uri.query['application_name'] ?? 'sightline',
    // Sessions run in UTC, so DATE_TRUNC on timestamptz and casts of date text give the same instants on
    // every server, as on DuckDB and SQLite (the chart-data pipeline treats all times as UTC).
    // Transactions are read-only unless the database allows DML: a write that got past every check still fails.
    options: `-c TimeZone=UTC${allowDml ? '' : ' -c default_transaction_read_only=on'}`,
    connectionTimeoutMillis: 10_000,
    ...(sslmode && SSL_MODES.has(sslmode)
      ? { ssl: { rejectUnauthorized: SSL_MODES_WITH_VERIFY.has(sslmode) } }
      : {}),
  };
}

/**
 * A query sent with the extended protocol even without parameters: it runs exactly one statement,
 * and PostgreSQL refuses a text of several. (`queryMode` is in the driver, not yet in its types.)
 */
function extendedQuery(text: string, params: readonly unknown[]): pg.QueryArrayConfig {
  const config = { text, values: [...params], rowMode: 'array' as const, queryMode: 'extended' };
  return config as pg.QueryArrayConfig;
}

/** The last statement of a script, when it reads, is read through this cursor. */
const CURSOR_PREFIX = 'DECLARE sightline_sqllab NO SCROLL CURSOR FOR\n';

/** An error's `position` (1-based, in the text sent) pointed back into the statement as written. */
function withoutPrefix(error: unknown): unknown {
  const position = (error as { position?: unknown } | null)?.position;
  if (typeof position === 'string' && Number(position) > CURSOR_PREFIX.length)
    (error as { position: string }).position = String(Number(position) - CURSOR_PREFIX.length);
  return error;
}

function hasSqlState(error: unknown): boolean {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * PostgreSQL through a `pg` Pool. Values are read as text and converted by our parsers (see
 * postgresValues.ts); a timeout or abort cancels the statement on the server with pg_cancel_backend
 * from a separate connection, so the pooled connection stays usable.
 */
export class PostgresEngine implements Engine {
  readonly backend = 'postgresql';
  readonly sqlGate: SqlGate = new PostgresSqlGate((sql, params) => this.run(sql, { params }));
  private readonly pool: pg.Pool;
  private readonly typeNames = new Map<number, string>();

  constructor(private readonly config: pg.ClientConfig) {
    this.pool = new pg.Pool({ ...config, max: 5, idleTimeoutMillis: 30_000, types: cellTypeParsers });
    // An idle client losing its server must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  async run(sql: string, options: RunOptions = {}): Promise<QueryResult> {
    const client = await this.pool.connect();
    const processId = (client as unknown as { processID: number | null }).processID;
    let broken = false;
    try {
      const text = toNumberedPlaceholders(sql).sql;
      const result = await runCancellable(
        options,
        () => this.cancelBackend(processId),
        () => client.query<unknown[]>(extendedQuery(text, options.params ?? [])),
      );
      const columns = await this.columnsOf(result.fields);
      return { columns, rows: (result.rows ?? []) as QueryResult['rows'] };
    } catch (error) {
      broken = !(
        error instanceof QueryTimeoutError ||
        error instanceof QueryCancelledError ||
        hasSqlState(error)
      );
      throw error;
    } finally {
      // A connection-level failure (no SQLSTATE code) may have left the client unusable: drop it.
      client.release(broken);
    }
  }

  /**
   * A script on one client, in one transaction (committed only when every statement succeeded); the
   * last statement, when it reads, through a cursor so that only `maxRows` rows are fetched.
   */
  async runScript(statements: readonly ScriptStatement[], options: ScriptRunOptions): Promise<QueryResult> {
    const client = await this.pool.connect();
    const processId = (client as unknown as { processID: number | null }).processID;
    let broken = false;
    const query = (text: string) => client.query<unknown[]>(extendedQuery(text, []));
    try {
      return await runCancellable(
        options,
        () => this.cancelBackend(processId),
        async () => {
          await query('BEGIN');
          try {
            let last: QueryResult = { columns: [], rows: [] };
            for (const [index, statement] of statements.entries()) {
              const isLast = index === statements.length - 1;
              try {
                if (isLast && statement.kind === 'select') {
                  await query(`${CURSOR_PREFIX}${statement.sql}`).catch((error: unknown) => {
                    throw withoutPrefix(error);
                  });
                  const result = await query(`FETCH FORWARD ${options.maxRows} FROM sightline_sqllab`);
                  last = {
                    columns: await this.columnsOf(result.fields),
                    rows: result.rows as QueryResult['rows'],
                  };
                } else await query(statement.sql);
              } catch (error) {
                throw new ScriptStatementError(index, error);
              }
            }
            await query('COMMIT');
            return last;
          } catch (error) {
            await query('ROLLBACK').catch(() => undefined);
            throw error;
          }
        },
      );
    } catch (error) {
      const cause = error instanceof ScriptStatementError ? error.cause : error;
      broken = !(
        error instanceof QueryTimeoutError ||
        error instanceof QueryCancelledError ||
        hasSqlState(cause)
      );
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async cancelBackend(processId: number | null): Promise<void> {
    if (processId === null) return;
    const canceller = new pg.Client(this.config);
    await canceller.connect();
    try {
      await canceller.query('SELECT pg_cancel_backend($1)', [processId]);
    } finally {
      await canceller.end();
    }
  }

  /** Result fields carry type OIDs only; names come from pg_type once per OID. */
  private async columnsOf(fields: readonly pg.FieldDef[]): Promise<ColumnInfo[]> {
    const unknown = [...new Set(fields.map((f) => f.dataTypeID))].filter((oid) => !this.typeNames.has(oid));
    if (unknown.length > 0) {
      const { rows } = await this.pool.query<{ oid: number; name: string }>(
        'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::oid[])',
        [unknown],
      );
      for (const row of rows) this.typeNames.set(row.oid, row.name);
    }
    return fields.map((field) =>
      columnInfo(
        field.name,
        this.typeNames.get(field.dataTypeID) ?? String(field.dataTypeID),
        postgresGenericType(field.dataTypeID),
      ),
    );
  }

  async testConnection(): Promise<void> {
    await this.run('SELECT 1');
  }

  async listSchemas(): Promise<string[]> {
    const { rows } = await this.run(
      `SELECT nspname FROM pg_namespace
       WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' ORDER BY nspname`,
    );
    return rows.map((row) => String(row[0]));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const { rows } = await this.run(
      `SELECT table_schema, table_name FROM information_schema.tables
       WHERE table_schema = coalesce(?::text, current_schema()) ORDER BY table_name`,
      { params: [schema] },
    );
    return rows.map((row) => ({ schema: String(row[0]), table: String(row[1]) }));
  }

  async describeTable(table: TableRef): Promise<ColumnInfo[]> {
    const name = quotedTableName(table);
    const { rows } = await this.run(
      `SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.atttypid::int, NOT a.attnotnull
       FROM pg_attribute a
       WHERE a.attrelid = to_regclass(?) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      { params: [name] },
    );
    if (rows.length === 0) throw new Error(`Table ${name} does not exist`);
    return rows.map((row) =>
      columnInfo(String(row[0]), String(row[1]), postgresGenericType(Number(row[2])), row[3] === true),
    );
  }

  /** Runs the query wrapped in `LIMIT 0`: the server plans it and returns only the column types. */
  async describeQuery(sql: string): Promise<ColumnInfo[]> {
    const inner = sql.trim().replace(/;+\s*$/, '');
    const { columns } = await this.run(`SELECT * FROM (${inner}\n) AS sightline_describe LIMIT 0`);
    return columns;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
