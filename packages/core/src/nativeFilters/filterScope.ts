import { chartIdsOf, descendantsOf, tabsContaining } from '../dashboard/layoutTree.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from '../dashboard/layoutTypes.js';
import type { ChartConfiguration, FilterScope } from './nativeFilterTypes.js';

/** The whole dashboard, nothing excluded: a new native filter's scope. */
export function defaultFilterScope(): FilterScope {
  return { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };
}

/**
 * The charts a scope covers (spec 2 §9: the scope root is the dashboard root): every chart under one of
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
 * Where a chart's cross-filter applies: its chart_configuration scope, or by default (no entry, or
 * Superset's 'global') the whole dashboard minus the chart itself (spec 1 §9). The emitting chart never
 * filters itself.
 */
export function crossFilterScopeOf(
  chartConfiguration: ChartConfiguration | undefined,
  chartId: number,
  layout: DashboardLayout,
): CrossFilterScope {
  const saved = chartConfiguration?.[String(chartId)]?.crossFilters?.scope;
  const scope: FilterScope =
    saved && saved !== 'global'
      ? { rootPath: saved.rootPath, excluded: [...new Set([...saved.excluded, chartId])] }
      : { rootPath: [DASHBOARD_ROOT_ID], excluded: [chartId] };
  return { scope, chartsInScope: chartsInScope(layout, scope) };
}
