import { sql, type Expression, type SqlBool } from 'kysely';
import { ListQueryError, type ListFilter } from '@sightline/core';
import { INTEGER_COLUMN_RANGE } from '../resourceRows.js';
import type { ColumnFilters, FilterCompiler, ListContext } from './listDeclaration.js';

/** Reusable filter compilers; resource declarations combine them instead of writing SQL per resource. */

type Value = ListFilter['value'];

export function asText(value: Value): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ListQueryError(`Filter value must be text, got ${JSON.stringify(value)}`);
}

export function asNumber(value: Value): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new ListQueryError(`Filter value must be a number, got ${JSON.stringify(value)}`);
  // Every number filter is on an integer column.
  const { min, max } = INTEGER_COLUMN_RANGE;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ListQueryError(
      `Filter value must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  return n;
}

export function asBoolean(value: Value): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw new ListQueryError(`Filter value must be true or false, got ${JSON.stringify(value)}`);
}

function asList<T>(value: Value, item: (v: Value) => T): T[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((v) => item(v));
}

/** Escapes LIKE wildcards so user text matches literally (paired with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive LIKE that behaves the same on SQLite and PostgreSQL. */
export function likeInsensitive(ref: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${ref}) like lower(${pattern}) escape '\\'`;
}

export function containsText(ref: Expression<unknown>, value: Value): Expression<SqlBool> {
  return likeInsensitive(ref, `%${escapeLike(asText(value))}%`);
}

const col = (ref: string) => sql.ref(ref);

function inList<T>(ref: string, values: T[]): Expression<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${col(ref)} in (${sql.join(values)})`;
}

/** eq, neq, ct, sw, ew, in on a text column. */
export function textColumnFilters(ref: string): ColumnFilters {
  return {
    eq: (v) => sql<SqlBool>`${col(ref)} = ${asText(v)}`,
    neq: (v) => sql<SqlBool>`${col(ref)} <> ${asText(v)}`,
    ct: (v) => containsText(col(ref), v),
    sw: (v) => likeInsensitive(col(ref), `${escapeLike(asText(v))}%`),
    ew: (v) => likeInsensitive(col(ref), `%${escapeLike(asText(v))}`),
    in: (v) => inList(ref, asList(v, asText)),
  };
}

/** eq, neq, gt, lt, in on a number column. */
export function numberColumnFilters(ref: string): ColumnFilters {
  return {
    eq: (v) => sql<SqlBool>`${col(ref)} = ${asNumber(v)}`,
    neq: (v) => sql<SqlBool>`${col(ref)} <> ${asNumber(v)}`,
    gt: (v) => sql<SqlBool>`${col(ref)} > ${asNumber(v)}`,
    lt: (v) => sql<SqlBool>`${col(ref)} < ${asNumber(v)}`,
    in: (v) => inList(ref, asList(v, asNumber)),
  };
}

/** gt, lt, eq on an ISO timestamp text column (they sort as text). */
export function timestampColumnFilters(ref: string): ColumnFilters {
  return {
    eq: (v) => sql<SqlBool>`${col(ref)} = ${asText(v)}`,
    gt: (v) => sql<SqlBool>`${col(ref)} > ${asText(v)}`,
    lt: (v) => sql<SqlBool>`${col(ref)} < ${asText(v)}`,
  };
}

/** eq on a 0/1 boolean column. */
export function booleanColumnFilters(ref: string): ColumnFilters {
  return { eq: (v) => sql<SqlBool>`${col(ref)} = ${asBoolean(v) ? 1 : 0}` };
}

/** rel_o_m (and eq, neq) on a foreign key: created_by, changed_by, database. */
export function relatedOneFilters(ref: string): ColumnFilters {
  return {
    rel_o_m: (v) => sql<SqlBool>`${col(ref)} = ${asNumber(v)}`,
    eq: (v) => sql<SqlBool>`${col(ref)} = ${asNumber(v)}`,
    neq: (v) => sql<SqlBool>`${col(ref)} <> ${asNumber(v)}`,
  };
}

/** rel_m_m on owners: items owned by the given user id. */
export function ownersFilter(idRef: string, resourceType: 'slice' | 'dashboard' | 'dataset'): FilterCompiler {
  return (v) =>
    sql<SqlBool>`${col(idRef)} in (select o.resource_id from owners o where o.resource_type = ${resourceType} and o.user_id = ${asNumber(v)})`;
}

/** `<x>_is_favorite`: true keeps the caller's favorites, false the rest. Anonymous callers have none. */
export function favoriteFilter(idRef: string, className: 'slice' | 'Dashboard' | 'query'): FilterCompiler {
  return (v, ctx: ListContext) => {
    const wanted = asBoolean(v);
    const favorite = sql<SqlBool>`${col(idRef)} in (select f.obj_id from favstar f where f.class_name = ${className} and f.user_id = ${ctx.userId ?? -1})`;
    return wanted ? favorite : sql<SqlBool>`not (${favorite})`;
  };
}

/** `<x>_is_certified`: true keeps items with a certifier. */
export function certifiedFilter(ref: string): FilterCompiler {
  return (v) =>
    asBoolean(v)
      ? sql<SqlBool>`(${col(ref)} is not null and ${col(ref)} <> '')`
      : sql<SqlBool>`(${col(ref)} is null or ${col(ref)} = '')`;
}

/** Free-text search over several columns (chart_all_text, title_or_slug, all_text). */
export function anyTextFilter(refs: Expression<unknown>[]): FilterCompiler {
  return (v) => {
    const text = asText(v);
    if (text === '') return null;
    return sql<SqlBool>`(${sql.join(
      refs.map((r) => containsText(r, text)),
      sql` or `,
    )})`;
  };
}
