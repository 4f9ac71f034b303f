import type { MetadataDb } from './metadataDb.js';

/**
 * Up to `limit` datasets with this id, or with this table name (and schema, when given), with the name of
 * their database.
 */
export async function findDatasetsNamed(
  db: MetadataDb,
  ref: { id: number } | { schema: string | null; table: string },
  limit: number,
): Promise<Array<{ id: number; tableName: string; databaseName: string }>> {
  let query = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.table_name as tableName', 'dbs.database_name as databaseName']);
  query =
    'id' in ref
      ? query.where('tables.id', '=', ref.id)
      : query
          .where('tables.table_name', '=', ref.table)
          .$if(ref.schema !== null, (q) => q.where('tables.schema', '=', ref.schema));
  return query.limit(limit).execute();
}
