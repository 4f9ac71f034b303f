import type { ChartHooks } from '../../sdk/chartPlugin.js';
import { contextMenuFilter, type ContextMenuFilter } from '../../sdk/contextMenu.js';
import { valueCrossFilter } from '../../sdk/crossFilter.js';
import type { EChartEventHandlers, EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { ScatterPoint } from './scatterPoints.js';

export interface ScatterInteractionContext {
  /** Points by series index, then data index (the order the option lists them in). */
  pointsBySeries: readonly (readonly ScatterPoint[])[];
  /** The dimension column, or null (no cross-filter without a dimension). */
  dimension: string | null;
  /** The columns a point's location comes from (what drill to detail filters on). */
  locationColumns: readonly string[];
  hooks: ChartHooks;
  selected: readonly unknown[];
  formatCategory: (category: ScatterPoint['category']) => string;
}

/**
 * Click a point: cross-filter on its dimension value (click a selected value again to clear). Right-click:
 * drill to detail on the point's location columns and dimension value.
 */
export function scatterEventHandlers({
  pointsBySeries,
  dimension,
  locationColumns,
  hooks,
  selected,
  formatCategory,
}: ScatterInteractionContext): EChartEventHandlers {
  const pointOf = (params: EChartEventParams) =>
    params.seriesType === 'scatter' && params.seriesIndex !== undefined && params.dataIndex !== undefined
      ? pointsBySeries[params.seriesIndex]?.[params.dataIndex]
      : undefined;
  return {
    click: (params) => {
      const point = pointOf(params);
      if (!point || dimension === null || point.category === null || !hooks.setDataMask) return;
      hooks.setDataMask(valueCrossFilter(dimension, point.category, selected.includes(point.category)));
    },
    contextmenu: (params) => {
      const point = pointOf(params);
      const event = params.event?.event;
      if (!point || !event) return;
      event.preventDefault();
      const filters: ContextMenuFilter[] = locationColumns.map((col) => ({
        col,
        op: '==',
        val: point.row[col],
        formattedVal: String(point.row[col]),
      }));
      if (dimension !== null)
        filters.push(contextMenuFilter(dimension, point.category, formatCategory(point.category)));
      hooks.onContextMenu?.({ clientX: event.clientX, clientY: event.clientY, filters });
    },
  };
}
