import type { ChartContextMenuEvent, ChartHooks } from '../../sdk/chartPlugin.js';
import type { EChartEventHandlers, EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { ScatterPoint } from './scatterPoints.js';

/** The dimension values this chart's cross-filter selects. */
export function selectedCategories(filterState?: { value?: unknown; selectedValues?: unknown }): unknown[] {
  if (Array.isArray(filterState?.selectedValues)) return filterState.selectedValues;
  return Array.isArray(filterState?.value) ? filterState.value : [];
}

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
      if (selected.includes(point.category)) {
        hooks.setDataMask({ extraFormData: { filters: [] }, filterState: { value: null } });
        return;
      }
      hooks.setDataMask({
        extraFormData: { filters: [{ col: dimension, op: 'IN', val: [point.category] }] },
        filterState: { value: [point.category], selectedValues: [point.category] },
      });
    },
    contextmenu: (params) => {
      const point = pointOf(params);
      const event = params.event?.event;
      if (!point || !event) return;
      event.preventDefault();
      const filters: ChartContextMenuEvent['filters'][number][] = locationColumns.map((col) => ({
        col,
        op: '==',
        val: point.row[col],
        formattedVal: String(point.row[col]),
      }));
      if (dimension !== null)
        filters.push(
          point.category === null
            ? { col: dimension, op: 'IS NULL', val: null, formattedVal: formatCategory(null) }
            : { col: dimension, op: '==', val: point.category, formattedVal: formatCategory(point.category) },
        );
      hooks.onContextMenu?.({ clientX: event.clientX, clientY: event.clientY, filters });
    },
  };
}
