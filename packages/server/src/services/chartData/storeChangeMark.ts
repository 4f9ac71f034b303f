import Database from 'better-sqlite3';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { MetadataSchema } from '../../repos/schema.js';

/**
 * A mark that stays the same for as long as no row of the SQLite metadata store changes, so that a
 * datasource read earlier is known current without asking (chartDataSource.ts). Null for PostgreSQL
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

const marks = new WeakMap<Kysely<MetadataSchema>, StoreChangeMark>();
// Each store's private connection, closed with the store (closeStoreChangeMark).
const privateConnections = new WeakMap<Kysely<MetadataSchema>, Database.Database>();

export function storeChangeMarkOf(db: Kysely<MetadataSchema>, postgres: boolean): StoreChangeMark {
  let mark = marks.get(db);
  if (!mark) {
    mark = postgres ? () => Promise.resolve(null) : sqliteChangeMark(db);
    marks.set(db, mark);
  }
  return mark;
}

// Compiled once: a `sql` template would be compiled again on every request.
const OWN_CONNECTION_MARK = CompiledQuery.raw(
  'select total_changes() as changes, data_version from pragma_data_version',
) as CompiledQuery<{ changes: number; data_version: number }>;

function sqliteChangeMark(db: Kysely<MetadataSchema>): StoreChangeMark {
  const privateMark = openPrivateMark(db).catch(() => null);
  return async () => {
    const read = await privateMark;
    if (read) return read();
    const { rows } = await db.executeQuery(OWN_CONNECTION_MARK);
    const row = rows[0];
    return row ? `${row.data_version}:${row.changes}` : null;
  };
}

async function openPrivateMark(db: Kysely<MetadataSchema>): Promise<(() => string) | null> {
  const { rows } = await sql<{ file: string }>`
    select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file;
  if (!file) return null;
  const connection = new Database(file, { readonly: true, fileMustExist: true });
  privateConnections.set(db, connection);
  const dataVersion = connection.prepare('pragma data_version').pluck();
  return () => `v${String(dataVersion.get())}`;
}

/** Closes the store's private connection, if it opened one: called as the store closes. */
export function closeStoreChangeMark(db: Kysely<MetadataSchema>): void {
  privateConnections.get(db)?.close();
  privateConnections.delete(db);
  marks.delete(db);
}
