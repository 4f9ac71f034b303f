import type { Engine } from './engine.js';
import { DuckDBEngine } from './engines/duckdb.js';
import { PostgresEngine, postgresClientConfig } from './engines/postgres.js';
import { SqliteEngine } from './engines/sqlite.js';
import { parseDatabaseUri } from './uri.js';

export interface OpenEngineOptions {
  /**
   * The database allows statements that change data. Without it every engine refuses writes: DuckDB
   * and SQLite files open read-only (a SQLite URI's `?mode=rw` still opens it writable), PostgreSQL
   * sessions run read-only transactions.
   */
  allowDml?: boolean;
}

/**
 * Opens the engine a SQLAlchemy-style URI names. Nothing is contacted yet for PostgreSQL (the pool
 * connects on first use: call `testConnection()`); file engines open the file now, so a missing SQLite
 * file fails here. Throws DatabaseUriError for URIs it cannot read.
 */
export async function openEngine(uri: string, options: OpenEngineOptions = {}): Promise<Engine> {
  const parsed = parseDatabaseUri(uri);
  switch (parsed.backend) {
    case 'duckdb':
      return DuckDBEngine.open(parsed.path ?? ':memory:', { writable: options.allowDml === true });
    case 'sqlite':
      return new SqliteEngine(parsed.path ?? ':memory:', {
        readOnly: !options.allowDml && parsed.query['mode'] !== 'rw',
      });
    case 'postgresql':
      return new PostgresEngine(postgresClientConfig(parsed, options.allowDml === true));
  }
}
