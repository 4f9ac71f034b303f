import { chartNodeIdOf, pathToNode } from '../dashboard/layoutTree.js';
import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import {
  defaultFilterBoxScope,
  type DashboardFilter,
  type DashboardFilters,
  type FilterBoxScope,
  type FilterBoxValues,
} from './dashboardFilterTypes.js';
import { filterBoxColumnsOf, filterBoxSettingsOf } from './filterBoxFormData.js';

/**
 * The dashboard filter actions as one pure reducer. Every action applies only when its chart
 * is in the dashboard's chart list; an action that applies to nothing returns the filters unchanged
 * (the same object).
 */
export type DashboardFilterAction =
  | {
      type: 'addFilter';
      chartId: number;
      componentId: string;
      directPathToFilter: string[];
      filterName: string;
      /** The filter box's form data: its fields, defaults and time settings. */
      formData: Record<string, unknown>;
    }
  | { type: 'removeFilter'; chartId: number }
  | {
      type: 'changeFilter';
      chartId: number;
      /** Column → the values picked. */
      newSelectedValues: Record<string, FilterBoxValues>;
      /** Add to the column's current values instead of replacing them. */
      merge: boolean;
    }
  | { type: 'updateDirectPathToFilter'; chartId: number; path: string[] }
  /** The layout changed: each filter box's component id and path follow its CHART node. */
  | { type: 'updateLayoutComponents'; layout: DashboardLayout }
  /** Scopes by filter key (`{chartId}_{column}`, see filterKey). */
  | { type: 'updateScopes'; scopes: Record<string, FilterBoxScope> };

/** The key of one field of one filter box, as Superset's filter_scopes editor names them. */
export function filterKey(chartId: number, column: string): string {
  return `${chartId}_${column}`;
}

/** A filter key's chart id and column (the column may itself contain '_'). */
export function parseFilterKey(key: string): { chartId: number; column: string } | null {
  const match = /^(\d+)_(.+)$/.exec(key);
  return match ? { chartId: Number(match[1]), column: match[2]! } : null;
}

/** A new filter box entry: its fields with their defaults, each with the default scope. */
export function newDashboardFilter(
  action: Extract<DashboardFilterAction, { type: 'addFilter' }>,
): DashboardFilter {
  const settings = filterBoxSettingsOf(action.formData);
  const { columns, labels } = filterBoxColumnsOf(settings);
  const scopes: Record<string, FilterBoxScope> = {};
  for (const column of Object.keys(columns)) scopes[column] = defaultFilterBoxScope();
  return {
    chartId: action.chartId,
    componentId: action.componentId,
    datasourceId: typeof action.formData.datasource === 'string' ? action.formData.datasource : '',
    filterName: action.filterName,
    directPathToFilter: action.directPathToFilter,
    columns,
    labels,
    scopes,
    isDateFilter: settings.dateFilter,
    isInstantFilter: settings.instantFiltering,
  };
}

/** Merge adds the new values to the column's list (each once); otherwise (or for a time field) replaces. */
function changedValues(held: FilterBoxValues | undefined, next: FilterBoxValues, merge: boolean) {
  if (!merge || !Array.isArray(held) || !Array.isArray(next)) return next;
  return [...new Set([...held, ...next])];
}

function withFilter(filters: DashboardFilters, filter: DashboardFilter): DashboardFilters {
  return { ...filters, [filter.chartId]: filter };
}

export function reduceDashboardFilters(
  filters: DashboardFilters,
  action: DashboardFilterAction,
  dashboardChartIds: readonly number[],
): DashboardFilters {
  const inDashboard = (chartId: number) => dashboardChartIds.includes(chartId);
  switch (action.type) {
    case 'addFilter':
      return inDashboard(action.chartId) ? withFilter(filters, newDashboardFilter(action)) : filters;
    case 'removeFilter': {
      if (!inDashboard(action.chartId) || !filters[action.chartId]) return filters;
      const { [action.chartId]: _removed, ...rest } = filters;
      return rest;
    }
    case 'changeFilter': {
      const filter = filters[action.chartId];
      if (!inDashboard(action.chartId) || !filter) return filters;
      const columns = { ...filter.columns };
      for (const [column, values] of Object.entries(action.newSelectedValues))
        columns[column] = changedValues(columns[column], values, action.merge);
      return withFilter(filters, { ...filter, columns });
    }
    case 'updateDirectPathToFilter': {
      const filter = filters[action.chartId];
      if (!inDashboard(action.chartId) || !filter) return filters;
      return withFilter(filters, { ...filter, directPathToFilter: action.path });
    }
    case 'updateLayoutComponents': {
      let out = filters;
      for (const filter of Object.values(filters)) {
        const nodeId = chartNodeIdOf(action.layout, filter.chartId);
        if (!inDashboard(filter.chartId) || !nodeId) continue;
        const path = pathToNode(action.layout, nodeId);
        if (nodeId === filter.componentId && path.join() === filter.directPathToFilter.join()) continue;
        out = withFilter(out, { ...filter, componentId: nodeId, directPathToFilter: path });
      }
      return out;
    }
    case 'updateScopes': {
      let out = filters;
      for (const [key, scope] of Object.entries(action.scopes)) {
        const parsed = parseFilterKey(key);
        const filter = parsed && out[parsed.chartId];
        if (!parsed || !filter || !inDashboard(parsed.chartId)) continue;
        const scopes = {
          ...filter.scopes,
          [parsed.column]: { scope: [...scope.scope], immune: [...scope.immune] },
        };
        out = withFilter(out, { ...filter, scopes });
      }
      return out;
    }
  }
}
