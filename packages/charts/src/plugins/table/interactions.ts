import type { DataMask, QueryColumn, QueryObjectFilter, TimeGrain } from '@sightline/core';
import type { ChartContextMenuEvent } from '../../sdk/chartPlugin.js';
import type { TableColumnMeta } from './columnMeta.js';

/**
 * Cross-filters and drill-to-detail filters of the table. Selection is single-valued like Superset's:
 * a click selects one cell value of a dimension column, a click on the selected value clears it.
 */

/** The selected values by column key, as this chart last emitted them. */
export type SelectedFilters = Readonly<Record<string, readonly unknown[]>>;

/** What filterState carries: our own `filters` map, else `selectedValues` for the first dimension. */
export function readSelectedFilters(
  filterState: { value?: unknown; selectedValues?: unknown; filters?: unknown } | undefined,
  firstDimension: string | undefined,
): SelectedFilters {
  const filters = filterState?.filters;
  if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
    return Object.fromEntries(
      Object.entries(filters as Record<string, unknown>).flatMap(([key, values]) =>
        Array.isArray(values) ? [[key, values]] : [],
      ),
    );
  }
  const selected = filterState?.selectedValues;
  if (firstDimension && Array.isArray(selected) && selected.length > 0) return { [firstDimension]: selected };
  return {};
}

export function isSelected(selected: SelectedFilters, key: string, value: unknown): boolean {
  return selected[key]?.some((item) => item === value) ?? false;
}

export interface CrossFilterContext {
  /** The column to filter on for a result column (the dimension itself, with its time grain if any). */
  columnFor: (key: string) => { col: QueryColumn; grain?: TimeGrain };
  format: (key: string, value: unknown) => string;
}

/** The data mask of a click on `value` in column `key`. */
export function crossFilterDataMask(
  selected: SelectedFilters,
  key: string,
  value: unknown,
  context: CrossFilterContext,
): DataMask {
  if (isSelected(selected, key, value))
    return { extraFormData: { filters: [] }, filterState: { value: null } };
  const { col, grain } = context.columnFor(key);
  const filter: QueryObjectFilter =
    value === null || value === undefined
      ? { col, op: 'IS NULL' }
      : { col, op: 'IN', val: [value as string | number | boolean], ...(grain ? { grain } : {}) };
  return {
    extraFormData: { filters: [filter] },
    filterState: {
      label: context.format(key, value),
      value: [value],
      selectedValues: [value],
      filters: { [key]: [value] },
    },
  };
}

/** Drill to detail: the row's dimension values as equality filters (nulls as IS NULL). */
export function contextMenuEvent(
  row: Readonly<Record<string, unknown>>,
  columns: readonly TableColumnMeta[],
  clientX: number,
  clientY: number,
): ChartContextMenuEvent {
  return {
    clientX,
    clientY,
    filters: columns
      .filter((column) => column.isDimension)
      .map((column) => {
        const val = row[column.key];
        return val === null || val === undefined
          ? { col: column.key, op: 'IS NULL' as const, val: null, formattedVal: 'N/A' }
          : { col: column.key, op: '==' as const, val, formattedVal: column.format(val) };
      }),
  };
}
