import { getColumnLabel, type QueryColumn } from '@sightline/core';
import type { ChartContextMenuEvent, ChartHooks } from './chartPlugin.js';
import { NULL_LABEL } from './chartValues.js';
import type { GroupPoint, PointValue } from './crossFilter.js';
import type { EChartEventParams } from './echarts/EChart.js';

/**
 * Drill to detail: a right-click on a data point reports the filters that select it, so
 * the host can offer the point's rows instead of the browser's menu.
 */

export type ContextMenuFilter = ChartContextMenuEvent['filters'][number];

/** The filter that selects one value of `col`: IS NULL for a missing value, else equality. */
export function contextMenuFilter(col: string, value: unknown, formattedVal: string): ContextMenuFilter {
  return value === null || value === undefined
    ? { col, op: 'IS NULL', val: null, formattedVal }
    : { col, op: '==', val: value, formattedVal };
}

/** The filters of a data point made of column values. */
export function pointContextFilters(point: readonly PointValue[]): ContextMenuFilter[] {
  return point.map(({ column, value, formatted }) =>
    contextMenuFilter(getColumnLabel(column), value, formatted),
  );
}

/** The filters of a data point made of group-by values. */
export function groupbyContextFilters(
  groupby: readonly QueryColumn[],
  point: GroupPoint,
): ContextMenuFilter[] {
  return groupby.map((column, i) => {
    const value = point.values[i];
    const formatted =
      value === null || value === undefined ? NULL_LABEL : (point.formatted[i] ?? String(value));
    return contextMenuFilter(getColumnLabel(column), value, formatted);
  });
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

/** Where the right-click happened (0, 0 when the event carries no mouse position). */
export function clickPosition(mouse: ContextMenuMouse | undefined): { clientX: number; clientY: number } {
  return { clientX: mouse?.clientX ?? 0, clientY: mouse?.clientY ?? 0 };
}

/** Reports a right-click on `point` to the host, instead of the browser's own menu. */
export function emitContextMenu(
  hooks: ChartHooks,
  mouse: ContextMenuMouse | undefined,
  point: readonly PointValue[],
) {
  mouse?.preventDefault();
  hooks.onContextMenu?.({ ...clickPosition(mouse), filters: pointContextFilters(point) });
}
