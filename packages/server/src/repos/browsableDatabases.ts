import type { Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';

/** What browsing a database's schemas and tables needs to know of it; undefined when there is none. */
export async function loadBrowsableDatabase(db: Kysely<MetadataSchema>, id: number) {
  return db
    .selectFrom('dbs')
    .select(['id', 'database_name', 'backend'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The schema and table of each of these datasets that is a physical table of the database. */
export async function datasetTablesOf(
  db: Kysely<MetadataSchema>,
  databaseId: number,
  datasetIds: ReadonlySet<number>,
): Promise<{ schema: string | null; table_name: string }[]> {
  if (datasetIds.size === 0) return [];
  return db
    .selectFrom('tables')
    .select(['schema', 'table_name'])
    .where('database_id', '=', databaseId)
    .where('id', 'in', [...datasetIds])
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();
}
