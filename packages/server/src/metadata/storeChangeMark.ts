import Database from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import type { MetadataDb } from '../repos/metadataDb.js';

/**
 * A mark that stays the same for as long as no row of the SQLite metadata store changes, so that a
 * datasource read earlier is known current without asking (services/chartData/chartDataSource.ts). Null for PostgreSQL
 * stores, which have none.
 *
 * It is `PRAGMA data_version` on a private read-only connection to the store's file, which moves with
 * every commit of any other connection: the server's own (its writes have committed when their await
 * returns, and a transaction's uncommitted rows are not the store's yet), the CLI, another server
 * process. One statement prepared once, outside Kysely: it runs on every chart-data request, cached
 * answers included, and asking the server's connection costs several times more (Kysely's connection
 * lock, a prepare per statement). A store without a file (in memory) is asked through its own
 * connection: the rows it changed (`total_changes()`) and the commits of others (`data_version`).
 */
export type StoreChangeMark = () => Promise<string | null>;

/** A store's change mark and what closes it: its private connection, if it opened one. */
export interface OpenedStoreChangeMark {
  mark: StoreChangeMark;
  /** Called as the store closes. */
  close(): void;
}

export function openStoreChangeMark(db: MetadataDb, postgres: boolean): OpenedStoreChangeMark {
  if (postgres) return { mark: () => Promise.resolve(null), close() {} };
  let connection: Database.Database | null = null;
  let closed = false;
  const privateMark = openPrivateMark(db, (opened) => {
    if (closed) opened.close();
    else connection = opened;
  }).catch(() => null);
  return {
    async mark() {
      const read = await privateMark;
      if (read) return read();
      const { rows } = await db.executeQuery(OWN_CONNECTION_MARK);
      const row = rows[0];
      return row ? `${row.data_version}:${row.changes}` : null;
    },
    close() {
      closed = true;
      connection?.close();
      connection = null;
    },
  };
}

// Compiled once: a `sql` template would be compiled again on every request.
const OWN_CONNECTION_MARK = CompiledQuery.raw(
  'select total_changes() as changes, data_version from pragma_data_version',
) as CompiledQuery<{ changes: number; data_version: number }>;

async function openPrivateMark(
  db: MetadataDb,
  opened: (connection: Database.Database) => void,
): Promise<(() => string) | null> {
  const { rows } = await sql<{ file: string }>`
    select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file;
  if (!file) return null;
  const connection = new Database(file, { readonly: true, fileMustExist: true });
  opened(connection);
  const dataVersion = connection.prepare('pragma data_version').pluck();
  return () => `v${String(dataVersion.get())}`;
}
