import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MetadataDb } from '../repos/metadataDb.js';
import { syncRoles } from '../authz/syncRoles.js';
import { migrateToLatest } from '../metadata/migrate.js';
import { openSqliteMetadataDb } from '../metadata/openMetadataDb.js';

/** A migrated SQLite metadata store with the built-in roles, in a temp directory, for unit tests. */
export async function openTestMetadataDb(): Promise<{ db: MetadataDb; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-test-db-'));
  const db = openSqliteMetadataDb(join(dir, 'sightline.db'));
  await migrateToLatest(db);
  await syncRoles(db);
  return {
    db,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
