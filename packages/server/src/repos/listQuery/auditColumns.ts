import { sql, type Expression } from 'kysely';
import type { ColumnFilters, ListTable } from './listDeclaration.js';
import { relatedOneFilters, timestampColumnFilters } from './filterBuilders.js';

/** List filters and sort keys on the audit columns every resource table has. */

/** changed_on (gt, lt, eq), created_by and changed_by (rel_o_m: a user id). */
export function auditFilters(table: ListTable): Record<string, ColumnFilters> {
  return {
    changed_on: timestampColumnFilters(`${table}.changed_on`),
    created_by: relatedOneFilters(`${table}.created_by_fk`),
    changed_by: relatedOneFilters(`${table}.changed_by_fk`),
  };
}

/** Sorts created_by/changed_by by the user's full name, as the list pages show them. */
export function userFullNameOf(foreignKeyRef: string): Expression<unknown> {
  return sql`(select u.first_name || ' ' || u.last_name from ab_user u where u.id = ${sql.ref(foreignKeyRef)})`;
}
