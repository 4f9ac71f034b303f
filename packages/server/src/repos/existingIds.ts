import { sql, type Kysely } from 'kysely';
import type { MetadataSchema } from './schema.js';

/** The ids among `ids` that exist in a resource table (to validate references and find 404s). */
export async function existingIds(
  db: Kysely<MetadataSchema>,
  table: 'slices' | 'dashboards' | 'tables' | 'dbs' | 'saved_query' | 'query',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where id in (${sql.join([...ids])})`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
