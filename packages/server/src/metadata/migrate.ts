import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from '../migrations/index.js';
import type { MetadataSchema } from '../repos/schema.js';

/** Brings the metadata schema to the newest version; each migration runs in its own transaction. */
export async function migrateToLatest(db: Kysely<MetadataSchema>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Metadata migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
