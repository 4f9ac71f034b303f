import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DistinctResponse } from '@sightline/core';
import type { MetadataSchema } from './schema.js';
import type { ListTable } from './listQuery/listDeclaration.js';
import { containsText } from './listQuery/filterBuilders.js';

/**
 * `distinct/<col>`: the non-empty distinct values of an allow-listed column (never a caller-supplied
 * name), optionally narrowed by a contains-text filter, sorted, paged.
 */
export async function distinctValues(
  db: Kysely<MetadataSchema>,
  table: ListTable,
  columnRef: string,
  options: { filter: string; page: number; pageSize: number },
  /** The rows the caller may see (an access scope); null for all. */
  scope: Expression<SqlBool> | null = null,
): Promise<DistinctResponse> {
  const column = sql.ref(columnRef);
  const conditions: Expression<unknown>[] = [sql`${column} is not null`, sql`${column} <> ''`];
  if (scope) conditions.push(scope);
  if (options.filter !== '') conditions.push(containsText(column, options.filter));
  const where = sql.join(conditions, sql` and `);
  const from = sql.table(table);
  const count = await sql<{
    count: number;
  }>`select count(distinct ${column}) as count from ${from} where ${where}`.execute(db);
  const rows = await sql<{
    value: string;
  }>`select distinct ${column} as value from ${from} where ${where} order by value limit ${options.pageSize} offset ${options.page * options.pageSize}`.execute(
    db,
  );
  return {
    count: Number(count.rows[0]?.count ?? 0),
    result: rows.rows.map((r) => ({ text: String(r.value), value: String(r.value) })),
  };
}
