import type { Expression, Kysely, SqlBool } from 'kysely';
import type { MetadataSchema } from './schema.js';

/**
 * The metadata store as every floor holds it (a transaction is one too); only repos/ and metadata/ know
 * that it is Kysely.
 */
export type MetadataDb = Kysely<MetadataSchema>;

/** A condition on a table's rows (which ones a user may see), built by a repo and handed back to repos. */
export type RowCondition = Expression<SqlBool>;

/** True when the store is PostgreSQL (for the few statements that differ per dialect). */
export function isPostgresDb(db: MetadataDb): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}
