import type { Expression, SqlBool } from 'kysely';
import type { ResourceTable } from '../resourceRows.js';
import type { FilterOperator, ListFilter } from '@sightline/core';

/**
 * How a resource's list endpoint can be searched and sorted: one declaration per resource, compiled by
 * the generic `compileListQuery`. Column references are qualified SQL names (`slices.slice_name`); values
 * always travel as bound parameters.
 */

export interface ListContext {
  /** The signed-in user, for "favorite" and "mine" filters. */
  userId: number | null;
}

/** Builds the condition for one `{col, opr, value}`; returning null means "no condition". */
export type FilterCompiler = (value: ListFilter['value'], ctx: ListContext) => Expression<SqlBool> | null;

export type ColumnFilters = Partial<Record<FilterOperator, FilterCompiler>>;

/** The resource tables lists run on. */
export type ListTable = ResourceTable | 'query';

export interface ListDeclaration {
  table: ListTable;
  /** Filterable `col` names and the operators each allows. */
  filters: Record<string, ColumnFilters>;
  /** Sortable `order_column` names and the SQL they sort by. */
  orderColumns: Record<string, Expression<unknown>>;
  defaultOrder: { column: string; direction: 'asc' | 'desc' };
}
