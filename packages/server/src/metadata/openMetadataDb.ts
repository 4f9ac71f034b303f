import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SightlineConfig } from '../config.js';
import type { MetadataSchema } from '../repos/schema.js';

/**
 * Opens the metadata store: a SQLite file `$home/sightline.db` by default, PostgreSQL when
 * `databaseUrl` is set. Both return rows with the same JS types (see repos/schema.ts).
 */

export const METADATA_FILE = 'sightline.db';

const INT8_OID = 20;

/**
 * pg returns int8 (count(*), sums of integers) as strings to stay exact past 2^53; metadata counts and
 * ids never get there, and SQLite returns numbers, so both dialects agree on numbers.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openMetadataDb(
  config: Pick<SightlineConfig, 'home' | 'databaseUrl'>,
): Kysely<MetadataSchema> {
  if (config.databaseUrl) return openPostgresMetadataDb(config.databaseUrl);
  mkdirSync(config.home, { recursive: true });
  return openSqliteMetadataDb(join(config.home, METADATA_FILE));
}

export function openSqliteMetadataDb(file: string): Kysely<MetadataSchema> {
  const sqlite = new Database(file);
  // WAL lets readers proceed during a write; busy_timeout waits for a concurrent writer (CLI + server).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<MetadataSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function openPostgresMetadataDb(url: string, poolSize = 10): Kysely<MetadataSchema> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  // An idle connection the server closes (restart, admin termination, failover) is dropped from the
  // pool and replaced on next use; without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`Metadata store connection lost: ${error.message}`));
  return new Kysely<MetadataSchema>({ dialect: new PostgresDialect({ pool }) });
}
