import type { DataMask, QueryObjectFilter } from '@sightline/core';
import type { ChartHooks } from '../../../sdk/chartPlugin.js';
import { NULL_LABEL } from '../../../sdk/chartValues.js';
import {
  clickPosition,
  contextMenuFilter,
  mouseOf,
  type ContextMenuFilter,
} from '../../../sdk/contextMenu.js';
import type { EChartEventHandlers, EChartEventParams } from '../../../sdk/echarts/EChart.js';
import type { XAxisType, XValue } from './seriesData.js';

/**
 * Clicks and right-clicks on the series of a time-series chart. A click on a series that has dimension
 * values cross-filters on those values (a second click on the same series clears it); a right-click
 * reports the point's filters (x-axis value and dimension values) for drill to detail.
 */

/** A data series the chart can filter by, keyed by ECharts series id. */
export interface InteractiveSeries {
  /** The result column: what filterState.selectedValues holds. */
  key: string;
  /** Which query drew it (the Mixed Chart has two, with their own dimensions). */
  query: number;
  /** The dimension columns of the series' query and the series' values of them. */
  groupby: readonly string[];
  groupValues: readonly string[];
}

export interface InteractionOptions {
  series: ReadonlyMap<string, InteractiveSeries>;
  xAxisLabel: string;
  xType: XAxisType;
  /** Horizontal bars hold their points as [value, x]. */
  horizontal: boolean;
  formatX: (value: XValue) => string;
  hooks: ChartHooks;
  filterState?: { value?: unknown; selectedValues?: unknown };
}

export function selectedSeriesKeys(filterState: InteractionOptions['filterState']): string[] {
  const selected = filterState?.selectedValues;
  return Array.isArray(selected) ? selected.map(String) : [];
}

/** The cross-filter for `keys` (series of one query), or the cleared mask when none is left. */
export function crossFilterMask(keys: readonly string[], series: readonly InteractiveSeries[]): DataMask {
  const chosen = keys.flatMap((key) => series.find((entry) => entry.key === key) ?? []);
  if (chosen.length === 0) {
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: null } };
  }
  const groupby = chosen[0]!.groupby;
  const filters = groupby.map((col, i): QueryObjectFilter => {
    const values = [...new Set(chosen.map((entry) => entry.groupValues[i] ?? NULL_LABEL))];
    const present = values.filter((value) => value !== NULL_LABEL);
    return present.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: present };
  });
  const value = chosen.map((entry) => [...entry.groupValues]);
  return {
    extraFormData: { filters },
    filterState: {
      label: value.map((values) => values.join(', ')).join(', '),
      value,
      selectedValues: chosen.map((entry) => entry.key),
    },
  };
}

function seriesOf(params: EChartEventParams, options: InteractionOptions): InteractiveSeries | undefined {
  return typeof params.seriesId === 'string' ? options.series.get(params.seriesId) : undefined;
}

function contextFilters(params: EChartEventParams, options: InteractionOptions): ContextMenuFilter[] {
  const filters: ContextMenuFilter[] = [];
  // The point's own x (each query of a Mixed Chart has its own x values).
  const point = Array.isArray(params.value) ? (params.value as unknown[]) : [];
  const x = point[options.horizontal ? 1 : 0] as XValue | null | undefined;
  if (x !== undefined && x !== null) {
    filters.push(
      options.xType === 'category' && x === NULL_LABEL
        ? contextMenuFilter(options.xAxisLabel, null, NULL_LABEL)
        : contextMenuFilter(options.xAxisLabel, x, options.formatX(x)),
    );
  }
  const series = seriesOf(params, options);
  series?.groupby.forEach((col, i) => {
    const value = series.groupValues[i] ?? NULL_LABEL;
    filters.push(contextMenuFilter(col, value === NULL_LABEL ? null : value, value));
  });
  return filters;
}

export function buildEventHandlers(options: InteractionOptions): EChartEventHandlers {
  const { hooks } = options;
  const all = [...options.series.values()];
  return {
    click: (params) => {
      const series = seriesOf(params, options);
      if (!series || series.groupby.length === 0 || !hooks.setDataMask) return;
      const selected = selectedSeriesKeys(options.filterState);
      const keys = selected.includes(series.key)
        ? selected.filter((key) => key !== series.key)
        : [series.key];
      // Series of the other query (Mixed Chart) filter other columns: only this one's series count.
      hooks.setDataMask(
        crossFilterMask(
          keys,
          all.filter((entry) => entry.query === series.query),
        ),
      );
    },
    contextmenu: (params) => {
      const mouse = mouseOf(params);
      mouse?.preventDefault();
      if (!hooks.onContextMenu || !seriesOf(params, options)) return;
      hooks.onContextMenu({ ...clickPosition(mouse), filters: contextFilters(params, options) });
    },
  };
}
