import {
  getColumnLabel,
  isRecord,
  timeGrainPeriod,
  type DataMask,
  type QueryColumn,
  type QueryObjectFilter,
  type TimeGrain,
} from '@sightline/core';
import type { ChartDataResult, ChartHooks } from './chartPlugin.js';
import { formatCategory, isTemporalColumn, toScalar, type CellScalar, type Row } from './chartValues.js';
import type { TimeFormatter } from './format/timeFormat.js';

/**
 * Cross-filters: a click on a data point publishes a data mask that filters the dashboard
 * on the point's values, and a second click on the selected point clears it. The chart finds its own
 * selection in its filter state, keyed one of four ways (each kept as saved dashboards hold it):
 * - by the point's label, for charts whose points have unique names (pie, funnel, gauge, radar,
 *   categorical bar; Superset's own keys);
 * - by the point's values (`pointKey`), where labels may repeat (heatmap cells, treemap and sunburst
 *   nodes, box plot, bubble, word cloud);
 * - by the one value a click selects (maps);
 * - by column, one value each (table, pivot table).
 * The time-series charts select whole series and keep their own masks (timeseries/transform).
 */

/** Items outside the current selection are drawn faded (Superset's OpacityEnum.SemiTransparent). */
export const UNSELECTED_OPACITY = 0.3;

/** The data mask that clears this chart's cross-filter. */
export function clearedCrossFilter(): DataMask {
  return { extraFormData: { filters: [] }, filterState: { value: null } };
}

/** The filter that selects one value of `col`: IS NULL for a missing value, else IN [value]. */
export function valueFilter(col: QueryColumn, value: CellScalar | undefined): QueryObjectFilter {
  return value === null || value === undefined ? { col, op: 'IS NULL' } : { col, op: 'IN', val: [value] };
}

// Selection by label.

/** A data point's group values, raw (for filters) and as shown (for the drill menu). */
export interface GroupPoint {
  values: readonly unknown[];
  formatted: readonly string[];
}

/** A row's group point: its values of the `labels` columns and how the chart shows them. */
export function groupPointOf(
  row: Row,
  labels: readonly string[],
  temporal: ReadonlySet<string>,
  formatTime: TimeFormatter,
): GroupPoint {
  const values = labels.map((label) => row[label]);
  return {
    values,
    formatted: labels.map((label, i) => formatCategory(values[i], temporal.has(label), formatTime)),
  };
}

/** The labels this chart's own cross-filter selected, or null when nothing is selected. */
export function selectedLabels(filterState?: { selectedValues?: unknown }): ReadonlySet<string> | null {
  const selected = filterState?.selectedValues;
  return Array.isArray(selected) && selected.length > 0 ? new Set(selected.map(String)) : null;
}

export function pointOpacity(label: string, selected: ReadonlySet<string> | null): number {
  return selected && !selected.has(label) ? UNSELECTED_OPACITY : 1;
}

/** The data mask a click on `label` publishes: filter on its group values, or clear when it is selected. */
export function groupbyCrossFilter(
  groupby: readonly QueryColumn[],
  label: string,
  point: GroupPoint,
  selected: ReadonlySet<string> | null,
): DataMask {
  if (selected?.has(label)) return clearedCrossFilter();
  return {
    extraFormData: { filters: groupby.map((col, i) => valueFilter(col, toScalar(point.values[i]))) },
    filterState: { label, value: [point.values.map((v) => v ?? null)], selectedValues: [label] },
  };
}

// Selection by values.

/** One column's value of a data point. */
export interface PointValue {
  /** The form-data column (a dataset column name or an ad-hoc SQL column). */
  column: QueryColumn;
  value: CellScalar;
  /** The value as the chart shows it (drill to detail's chip text). */
  formatted: string;
  /** Set on a time-grain-truncated axis: the cross-filter then covers the whole period. */
  timeGrain?: TimeGrain | null;
}

/** A row's value of a form-data column as a point value. */
export function pointValueOf(
  column: QueryColumn,
  row: Row,
  result: ChartDataResult | undefined,
  formatTime: TimeFormatter,
): PointValue {
  const label = getColumnLabel(column);
  const value = toScalar(row[label]);
  return { column, value, formatted: formatCategory(value, isTemporalColumn(result, label), formatTime) };
}

/** The identity of a selected item in `filterState.selectedValues`. */
export function pointKey(values: readonly CellScalar[]): string {
  return JSON.stringify(values);
}

/** The values a `pointKey` was made of (null for text that is not such a key). */
export function pointKeyValues(key: string): CellScalar[] | null {
  try {
    const values: unknown = JSON.parse(key);
    return Array.isArray(values) ? (values as CellScalar[]) : null;
  } catch {
    return null;
  }
}

/** The keys this chart's current cross-filter selected (none when it has no filter). */
export function selectedKeys(filterState: { selectedValues?: unknown } | undefined): string[] {
  const selected = filterState?.selectedValues;
  return Array.isArray(selected) ? selected.filter((key): key is string => typeof key === 'string') : [];
}

function pointValueFilter({ column, value, timeGrain }: PointValue): QueryObjectFilter {
  if (timeGrain && typeof value === 'number') {
    return { col: column, op: 'TEMPORAL_RANGE', val: timeGrainPeriod(value, timeGrain) };
  }
  return valueFilter(column, value);
}

/**
 * The data mask of a click on `point`: filter on its values, or clear the filter when the point is
 * already the selection (a second click on the same item).
 */
export function pointCrossFilter(point: readonly PointValue[], selected: readonly string[]): DataMask {
  const values = point.map((item) => item.value);
  const key = pointKey(values);
  if (selected.length === 1 && selected[0] === key) return clearedCrossFilter();
  return {
    extraFormData: { filters: point.map(pointValueFilter) },
    filterState: {
      value: point.length === 1 ? values : [values],
      label: point.map((item) => item.formatted).join(', '),
      selectedValues: [key],
    },
  };
}

/** Calls `setDataMask` for a click on `point` (nothing when the host gave no hook). */
export function emitCrossFilter(
  hooks: ChartHooks,
  point: readonly PointValue[],
  selected: readonly string[],
) {
  hooks.setDataMask?.(pointCrossFilter(point, selected));
}

// Selection of one value.

/** The values this chart's cross-filter selects: `selectedValues`, else the filter's `value`. */
export function selectedValues(filterState?: { value?: unknown; selectedValues?: unknown }): unknown[] {
  if (Array.isArray(filterState?.selectedValues)) return filterState.selectedValues;
  return Array.isArray(filterState?.value) ? filterState.value : [];
}

/** The data mask of a click on `value` of `col`: filter on it, or clear when it is the selection. */
export function valueCrossFilter(col: QueryColumn, value: CellScalar, isSelected: boolean): DataMask {
  if (isSelected) return clearedCrossFilter();
  return {
    extraFormData: { filters: [valueFilter(col, value)] },
    filterState: { value: [value], selectedValues: [value] },
  };
}

// Selection of one value per column (tables).

/** The selected values by result column, as a table chart last emitted them. */
export type ColumnSelection = Readonly<Record<string, readonly unknown[]>>;

/**
 * A table's selection: the map by column it keeps in its filter state under `mapKey`, else (a filter
 * state saved without one) the `selectedValues` of its first dimension.
 */
export function readColumnSelection(
  filterState: Readonly<Record<string, unknown>> | undefined,
  mapKey: string,
  firstDimension: string | undefined,
): ColumnSelection {
  const map = filterState?.[mapKey];
  if (isRecord(map)) {
    return Object.fromEntries(
      Object.entries(map).flatMap(([key, values]) => (Array.isArray(values) ? [[key, values]] : [])),
    );
  }
  const selected = filterState?.selectedValues;
  return firstDimension && Array.isArray(selected) && selected.length > 0
    ? { [firstDimension]: selected }
    : {};
}

export function isColumnValueSelected(selection: ColumnSelection, key: string, value: unknown): boolean {
  return selection[key]?.includes(value) ?? false;
}

export interface ColumnValueFilter {
  /** The column the filter names (the dimension itself), with its time grain when it has one. */
  col: QueryColumn;
  grain?: TimeGrain | null;
  /** The value as the table shows it. */
  label: string;
  /** Where the filter state keeps the selection map (see `readColumnSelection`). */
  mapKey: string;
}

/** The data mask of a click on `value` in the column `key`: select it, or clear when it is selected. */
export function columnValueCrossFilter(
  selection: ColumnSelection,
  key: string,
  value: unknown,
  { col, grain, label, mapKey }: ColumnValueFilter,
): DataMask {
  if (isColumnValueSelected(selection, key, value)) return clearedCrossFilter();
  const filter: QueryObjectFilter =
    value === null || value === undefined
      ? { col, op: 'IS NULL' }
      : { col, op: 'IN', val: [value as string | number | boolean], ...(grain ? { grain } : {}) };
  return {
    extraFormData: { filters: [filter] },
    filterState: { label, value: [value], selectedValues: [value], [mapKey]: { [key]: [value] } },
  };
}
