import { getColumnLabel, type DataMask, type QueryColumn, type QueryObjectFilter } from '@sightline/core';
import type { ChartContextMenuEvent, ChartHooks } from '../../sdk/chartPlugin.js';
import type { EChartEventHandlers, EChartEventParams } from '../../sdk/echarts/EChart.js';
import { NULL_LABEL } from './chartValues.js';

/**
 * Cross-filters and drill-to-detail for charts whose data points are group-by rows (a slice, a funnel
 * step, a radar polygon, a gauge pointer, a bar's category): a click filters the dashboard on the
 * point's group values, a second click on the same point clears it, a right-click reports its filters.
 */

/** A data point's group values, raw (for filters) and as shown (for the drill menu). */
export interface GroupPoint {
  values: readonly unknown[];
  formatted: readonly string[];
}

type FilterScalar = string | number | boolean;

const toScalar = (value: unknown): FilterScalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : String(value);

/** The labels this chart's own cross-filter selected, or null when nothing is selected. */
export function selectedLabels(filterState?: { selectedValues?: unknown }): ReadonlySet<string> | null {
  const selected = filterState?.selectedValues;
  return Array.isArray(selected) && selected.length > 0 ? new Set(selected.map(String)) : null;
}

/** Items outside the current selection are drawn faded (Superset's OpacityEnum.SemiTransparent). */
export const FADED_OPACITY = 0.3;

export function pointOpacity(label: string, selected: ReadonlySet<string> | null): number {
  return selected && !selected.has(label) ? FADED_OPACITY : 1;
}

/** The data mask a click on `label` publishes: filter on its group values, or clear when it is selected. */
export function groupbyCrossFilter(
  groupby: readonly QueryColumn[],
  label: string,
  point: GroupPoint,
  selected: ReadonlySet<string> | null,
): DataMask {
  if (selected?.has(label)) return { extraFormData: { filters: [] }, filterState: { value: null } };
  const filters = groupby.map((col, i): QueryObjectFilter => {
    const value = point.values[i];
    return value === null || value === undefined
      ? { col, op: 'IS NULL' }
      : { col, op: 'IN', val: [toScalar(value)] };
  });
  return {
    extraFormData: { filters },
    filterState: { label, value: [point.values.map((v) => v ?? null)], selectedValues: [label] },
  };
}

/** The filters that select one data point, for drill to detail. */
export function groupbyContextFilters(
  groupby: readonly QueryColumn[],
  point: GroupPoint,
): ChartContextMenuEvent['filters'] {
  return groupby.map((column, i) => {
    const col = getColumnLabel(column);
    const value = point.values[i];
    return value === null || value === undefined
      ? { col, op: 'IS NULL' as const, val: null, formattedVal: NULL_LABEL }
      : { col, op: '==' as const, val: value, formattedVal: point.formatted[i] ?? String(value) };
  });
}

/** Where the right-click happened, from ECharts' wrapped DOM event. */
export function clickPosition(params: EChartEventParams): { clientX: number; clientY: number } {
  const event = params.event?.event;
  return { clientX: event?.clientX ?? 0, clientY: event?.clientY ?? 0 };
}

export interface GroupbyHandlerOptions {
  groupby: readonly QueryColumn[];
  /** Data points by the name ECharts reports for them. */
  points: ReadonlyMap<string, GroupPoint>;
  selected: ReadonlySet<string> | null;
  hooks: ChartHooks;
  /** The point's name in the event; defaults to `params.name`. */
  nameOf?: (params: EChartEventParams) => string | undefined;
}

/** ECharts `click` (cross-filter) and `contextmenu` (drill to detail) handlers. */
export function groupbyEventHandlers({
  groupby,
  points,
  selected,
  hooks,
  nameOf = (params) => params.name,
}: GroupbyHandlerOptions): EChartEventHandlers {
  const pointOf = (params: EChartEventParams) => {
    const name = nameOf(params);
    const point = name === undefined ? undefined : points.get(name);
    return name === undefined || !point ? null : { name, point };
  };
  return {
    click: (params) => {
      const hit = pointOf(params);
      if (!hit || groupby.length === 0) return;
      hooks.setDataMask?.(groupbyCrossFilter(groupby, hit.name, hit.point, selected));
    },
    contextmenu: (params) => {
      params.event?.event?.preventDefault();
      const hit = pointOf(params);
      if (!hit || !hooks.onContextMenu) return;
      hooks.onContextMenu({ ...clickPosition(params), filters: groupbyContextFilters(groupby, hit.point) });
    },
  };
}
