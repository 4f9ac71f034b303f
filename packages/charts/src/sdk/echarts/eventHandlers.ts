import type { QueryColumn } from '@sightline/core';
import type { ChartHooks } from '../chartPlugin.js';
import { clickPosition, emitContextMenu, groupbyContextFilters, mouseOf } from '../contextMenu.js';
import { emitCrossFilter, groupbyCrossFilter, type GroupPoint, type PointValue } from '../crossFilter.js';
import type { EChartEventHandlers, EChartEventParams } from './EChart.js';

/**
 * ECharts `click` and `contextmenu` handlers of a chart's data points: a click cross-filters on the
 * point's values (a second click clears), a right-click reports its filters for drill to detail.
 */

/**
 * For charts whose data points are column values (a heatmap cell, a treemap or sunburst node, a box):
 * `pointOf` finds the point an event is about. A point without values does not cross-filter.
 */
export function pointEventHandlers(
  pointOf: (params: EChartEventParams) => readonly PointValue[] | undefined,
  hooks: ChartHooks,
  selected: readonly string[],
): EChartEventHandlers {
  return {
    click: (params) => {
      const point = pointOf(params);
      if (point && point.length > 0) emitCrossFilter(hooks, point, selected);
    },
    contextmenu: (params) => {
      const point = pointOf(params);
      if (point) emitContextMenu(hooks, mouseOf(params), point);
    },
  };
}

/** For charts whose data points are group-by rows (a slice, a funnel step, a radar polygon, a gauge pointer). */
export interface GroupbyHandlerOptions {
  groupby: readonly QueryColumn[];
  /** Data points by the name ECharts reports for them. */
  points: ReadonlyMap<string, GroupPoint>;
  selected: ReadonlySet<string> | null;
  hooks: ChartHooks;
}

export function groupbyEventHandlers({
  groupby,
  points,
  selected,
  hooks,
}: GroupbyHandlerOptions): EChartEventHandlers {
  const pointOf = ({ name }: EChartEventParams) => {
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
      hooks.onContextMenu({
        ...clickPosition(mouseOf(params)),
        filters: groupbyContextFilters(groupby, hit.point),
      });
    },
  };
}
