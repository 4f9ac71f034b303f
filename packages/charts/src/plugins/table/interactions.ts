import type { DataMask, QueryColumn, TimeGrain } from '@sightline/core';
import type { ChartContextMenuEvent } from '../../sdk/chartPlugin.js';
import { contextMenuFilter } from '../../sdk/contextMenu.js';
import { columnValueCrossFilter, readColumnSelection, type ColumnSelection } from '../../sdk/crossFilter.js';
import type { TableColumnMeta } from './columnMeta.js';

/**
 * Cross-filters and drill-to-detail filters of the table. Selection is single-valued like Superset's:
 * a click selects one cell value of a dimension column, a click on the selected value clears it.
 */

/** The selected values by column key, as this chart last emitted them. */
export type SelectedFilters = ColumnSelection;

/** What filterState carries: our own `filters` map, else `selectedValues` for the first dimension. */
export function readSelectedFilters(
  filterState: Readonly<Record<string, unknown>> | undefined,
  firstDimension: string | undefined,
): SelectedFilters {
  return readColumnSelection(filterState, 'filters', firstDimension);
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
  const label = context.format(key, value);
  return columnValueCrossFilter(selected, key, value, {
    ...context.columnFor(key),
    label,
    mapKey: 'filters',
  });
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
        return contextMenuFilter(
          column.key,
          val,
          val === null || val === undefined ? 'N/A' : column.format(val),
        );
      }),
  };
}
