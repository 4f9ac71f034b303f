import {
  buildTimeRangeString,
  formatDttm,
  getColumnLabel,
  type DataMask,
  type QueryColumn,
  type QueryObjectFilter,
  type TimeGrain,
} from '@sightline/core';
import type { ChartContextMenuEvent, ChartHooks } from '../../sdk/chartPlugin.js';
import type { EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { CellScalar } from './chartValues.js';

/**
 * Cross-filters (click) and drill to detail (right-click) for the heatmap, histogram, box plot, treemap,
 * sunburst, word cloud and bubble plugins: a data point is the list of column values that select it.
 */

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

const MINUTE = 60_000;
const FIXED_GRAIN_MS: Partial<Record<TimeGrain, number>> = {
  PT1S: 1000,
  PT5S: 5000,
  PT30S: 30_000,
  PT1M: MINUTE,
  PT5M: 5 * MINUTE,
  PT10M: 10 * MINUTE,
  PT15M: 15 * MINUTE,
  PT30M: 30 * MINUTE,
  PT1H: 60 * MINUTE,
  PT6H: 360 * MINUTE,
  P1D: 1440 * MINUTE,
};
const CALENDAR_GRAIN_MONTHS: Partial<Record<TimeGrain, number>> = { P1M: 1, P3M: 3, P1Y: 12 };

/** The end (exclusive) of the time-grain period that starts at `start` (epoch ms, UTC). */
export function grainPeriodEnd(start: number, grain: TimeGrain): number {
  const fixed = FIXED_GRAIN_MS[grain];
  if (fixed !== undefined) return start + fixed;
  const months = CALENDAR_GRAIN_MONTHS[grain];
  if (months !== undefined) {
    const date = new Date(start);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate());
  }
  // Every week grain (P1W and the Sunday/Monday/Saturday variants) spans seven days.
  return start + 7 * 1440 * MINUTE;
}

function crossFilterOf({ column, value, timeGrain }: PointValue): QueryObjectFilter {
  if (value === null) return { col: column, op: 'IS NULL' };
  if (timeGrain && typeof value === 'number') {
    const range = buildTimeRangeString(
      formatDttm(new Date(value)),
      formatDttm(new Date(grainPeriodEnd(value, timeGrain))),
    );
    return { col: column, op: 'TEMPORAL_RANGE', val: range };
  }
  return { col: column, op: 'IN', val: [value] };
}

/**
 * The data mask of a click on `point`: filter on its values, or clear the filter when the point is
 * already the selection (a second click on the same item).
 */
export function crossFilterMask(point: readonly PointValue[], selected: readonly string[]): DataMask {
  const values = point.map((item) => item.value);
  const key = pointKey(values);
  if (selected.length === 1 && selected[0] === key) {
    return { extraFormData: { filters: [] }, filterState: { value: null } };
  }
  return {
    extraFormData: { filters: point.map(crossFilterOf) },
    filterState: {
      value: point.length === 1 ? values : [values],
      label: point.map((item) => item.formatted).join(', '),
      selectedValues: [key],
    },
  };
}

/** Drill to detail's filters for a data point. */
export function contextMenuFilters(point: readonly PointValue[]): ChartContextMenuEvent['filters'] {
  return point.map(({ column, value, formatted }) =>
    value === null
      ? { col: getColumnLabel(column), op: 'IS NULL' as const, val: null, formattedVal: formatted }
      : { col: getColumnLabel(column), op: '==' as const, val: value, formattedVal: formatted },
  );
}

/** Calls `setDataMask` for a click on `point` (nothing when the host gave no hook). */
export function emitCrossFilter(
  hooks: ChartHooks,
  point: readonly PointValue[],
  selected: readonly string[],
) {
  hooks.setDataMask?.(crossFilterMask(point, selected));
}

/** The mouse event of a right-click: ECharts' `params.event.event` or React's event. */
export interface ContextMenuMouse {
  clientX: number;
  clientY: number;
  preventDefault(): void;
}

/** The DOM mouse event inside an ECharts event's params. */
export function mouseOf(params: EChartEventParams): ContextMenuMouse | undefined {
  return params.event?.event;
}

/** Reports a right-click on `point` to the host, instead of the browser's own menu. */
export function emitContextMenu(
  hooks: ChartHooks,
  mouse: ContextMenuMouse | undefined,
  point: readonly PointValue[],
) {
  mouse?.preventDefault();
  hooks.onContextMenu?.({
    clientX: mouse?.clientX ?? 0,
    clientY: mouse?.clientY ?? 0,
    filters: contextMenuFilters(point),
  });
}
