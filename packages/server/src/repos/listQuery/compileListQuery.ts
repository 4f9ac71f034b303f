import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { ListQueryError, type FilterOperator, type ListQuery } from '@sightline/core';
import type { MetadataSchema } from '../schema.js';
import type { ListContext, ListDeclaration } from './listDeclaration.js';

export interface ListPage {
  count: number;
  /** The page's ids in the requested order. */
  ids: number[];
}

/**
 * The entry a caller's name picks from a declaration: own properties only, so `__proto__`,
 * `constructor` or `toString` name nothing (and answer 400) instead of a prototype member.
 */
export function ownEntry<T>(entries: Partial<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(entries, name) ? entries[name] : undefined;
}

/** Turns the filters of a list query into conditions; unknown columns or operators are a 400. */
export function compileListFilters(
  declaration: ListDeclaration,
  query: Pick<ListQuery, 'filters'>,
  ctx: ListContext,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  for (const filter of query.filters) {
    const column = ownEntry(declaration.filters, filter.col);
    if (!column) throw new ListQueryError(`Filter column not allowed: ${filter.col}`);
    const compile = ownEntry(column, filter.opr as FilterOperator);
    if (!compile) throw new ListQueryError(`Filter operator not allowed on ${filter.col}: ${filter.opr}`);
    const condition = compile(filter.value, ctx);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

function orderTerms(
  declaration: ListDeclaration,
  query: Pick<ListQuery, 'order_column' | 'order_direction'>,
) {
  const column = query.order_column ?? declaration.defaultOrder.column;
  const expression = ownEntry(declaration.orderColumns, column);
  if (!expression) throw new ListQueryError(`Order column not allowed: ${column}`);
  const direction = query.order_column ? query.order_direction : declaration.defaultOrder.direction;
  // NULLs sort first ascending on both SQLite and PostgreSQL; the id keeps pages stable.
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const nullsFirst = direction === 'desc' ? sql`asc` : sql`desc`;
  const id = sql.ref(`${declaration.table}.id`);
  return sql`(${expression} is null) ${nullsFirst}, ${expression} ${dir}, ${id} ${dir}`;
}

/** Runs a list query: the total count and the ids of the requested page. */
export async function runListQuery(
  db: Kysely<MetadataSchema>,
  declaration: ListDeclaration,
  query: ListQuery,
  ctx: ListContext,
  /** Conditions the caller's access imposes, joined to the query's filters. */
  scope: readonly Expression<SqlBool>[] = [],
): Promise<ListPage> {
  const conditions = [...scope, ...compileListFilters(declaration, query, ctx)];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const table = sql.table(declaration.table);
  const id = sql.ref(`${declaration.table}.id`);
  const order = orderTerms(declaration, query);

  const countResult = await sql<{
    count: number | string;
  }>`select count(*) as count from ${table} ${where}`.execute(db);
  const pageResult = await sql<{
    id: number;
  }>`select ${id} as id from ${table} ${where} order by ${order} limit ${query.page_size} offset ${query.page * query.page_size}`.execute(
    db,
  );
  return {
    count: Number(countResult.rows[0]?.count ?? 0),
    ids: pageResult.rows.map((r) => Number(r.id)),
  };
}
