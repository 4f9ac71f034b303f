import { chartIdsOf, descendantsOf, tabsContaining } from '../dashboard/layoutTree.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from '../dashboard/layoutTypes.js';
import { isRecord } from '../isRecord.js';
import type { ChartConfiguration, FilterScope } from './nativeFilterTypes.js';

/** The whole dashboard, nothing excluded: a new native filter's scope. */
export function defaultFilterScope(): FilterScope {
  return { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };
}

/**
 * A saved filter's scope, or undefined when it is not {rootPath: string[], excluded: number[]}: the
 * filter then applies with the default scope. The one reading of a stored scope, for the page and the server.
 */
export function parseFilterScope(value: unknown): FilterScope | undefined {
  // A plain check, not filterScopeSchema: the web store reads scopes and stays free of zod.
  if (!isRecord(value)) return undefined;
  const { rootPath, excluded } = value;
  const valid =
    Array.isArray(rootPath) &&
    rootPath.every((id) => typeof id === 'string') &&
    Array.isArray(excluded) &&
    excluded.every((id) => typeof id === 'number');
  return valid ? (value as FilterScope) : undefined;
}

/**
 * The charts a scope covers (the scope root is the dashboard root): every chart under one of
 * the rootPath nodes, minus the excluded ones, in document order, each once.
 */
export function chartsInScope(layout: DashboardLayout, scope: FilterScope): number[] {
  const under = new Set<string>();
  for (const rootId of scope.rootPath) {
    if (!layout[rootId]) continue;
    under.add(rootId);
    for (const id of descendantsOf(layout, rootId)) under.add(id);
  }
  const inScope = new Set<number>();
  for (const id of under) {
    const chartId = layout[id]?.type === 'CHART' ? layout[id]!.meta.chartId : undefined;
    if (typeof chartId === 'number') inScope.add(chartId);
  }
  const excluded = new Set(scope.excluded);
  return chartIdsOf(layout).filter((id) => inScope.has(id) && !excluded.has(id));
}

/** The TAB ids holding at least one chart of the scope (a tab's filter indicator counts them). */
export function tabsInScope(layout: DashboardLayout, scope: FilterScope): string[] {
  const charts = new Set(chartsInScope(layout, scope));
  const tabs = new Set<string>();
  for (const node of Object.values(layout)) {
    if (node.type !== 'CHART' || !charts.has(node.meta.chartId as number)) continue;
    for (const tabId of tabsContaining(layout, node.id)) tabs.add(tabId);
  }
  return [...tabs];
}

export interface CrossFilterScope {
  scope: FilterScope;
  chartsInScope: number[];
}

/**
 * Where a chart's cross-filter applies: its chart_configuration scope, or (no entry, or Superset's
 * 'global') the dashboard's global cross-filter scope, by default the whole dashboard minus the chart
 * itself. The emitting chart never filters itself.
 */
export function crossFilterScopeOf(
  chartConfiguration: ChartConfiguration | undefined,
  chartId: number,
  layout: DashboardLayout,
  globalScope: FilterScope = defaultFilterScope(),
): CrossFilterScope {
  const saved = chartConfiguration?.[String(chartId)]?.crossFilters?.scope;
  const base = saved && saved !== 'global' ? saved : globalScope;
  const scope: FilterScope = { rootPath: base.rootPath, excluded: [...new Set([...base.excluded, chartId])] };
  return { scope, chartsInScope: chartsInScope(layout, scope) };
}

/**
 * The global cross-filter scope of json_metadata's global_chart_configuration (what charts following
 * 'global' use), or undefined when it holds none that reads as {rootPath, excluded}.
 */
export function globalCrossFilterScopeOf(globalChartConfiguration: unknown): FilterScope | undefined {
  if (!globalChartConfiguration || typeof globalChartConfiguration !== 'object') return undefined;
  const scope = (globalChartConfiguration as { scope?: unknown }).scope;
  if (!scope || typeof scope !== 'object') return undefined;
  const { rootPath, excluded } = scope as { rootPath?: unknown; excluded?: unknown };
  const strings = Array.isArray(rootPath) && rootPath.every((id) => typeof id === 'string');
  const numbers = Array.isArray(excluded) && excluded.every((id) => typeof id === 'number');
  return strings && numbers ? { rootPath: rootPath as string[], excluded: excluded as number[] } : undefined;
}

/** The charts a native filter covers: its scope's, or the default scope's when it has none. */
export function chartsInFilterScope(layout: DashboardLayout, filter: { scope?: FilterScope }): Set<number> {
  return new Set(chartsInScope(layout, filter.scope ?? defaultFilterScope()));
}
