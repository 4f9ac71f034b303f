import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { MetadataSchema } from './schema.js';
import type { ResourceTable } from './resourceRows.js';

/** Which of `ids` are rows of `table` that meet `condition` (an access scope), in ascending order. */
export async function visibleIds(
  db: Kysely<MetadataSchema>,
  table: ResourceTable,
  ids: readonly number[],
  condition: Expression<SqlBool>,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const id = sql.ref(`${table}.id`);
  const { rows } = await sql<{ id: number }>`select ${id} as id from ${sql.table(table)}
    where ${id} in (${sql.join([...new Set(ids)])}) and ${condition} order by ${id}`.execute(db);
  return rows.map((r) => Number(r.id));
}
