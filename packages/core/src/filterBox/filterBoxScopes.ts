import { isRecord } from '../isRecord.js';
import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import { chartsInScope } from '../nativeFilters/filterScope.js';
import type { DashboardFilter, FilterBoxScope } from './dashboardFilterTypes.js';
import { filterKey } from './dashboardFilters.js';

/**
 * The charts one field of a filter box filters: every chart under the scope's layout ids, minus the
 * immune charts and minus the filter box itself (a box never filters its own options), in document order.
 */
export function chartsInFilterBoxScope(
  layout: DashboardLayout,
  scope: FilterBoxScope,
  filterBoxChartId: number,
): number[] {
  return chartsInScope(layout, {
    rootPath: scope.scope,
    excluded: [...scope.immune, filterBoxChartId],
  });
}

const isIdList = <T>(value: unknown, item: (v: unknown) => v is T): value is T[] =>
  Array.isArray(value) && value.every(item);

/**
 * A filter box's saved scopes from the dashboard metadata's filter_scopes (chart id → column →
 * {scope, immune}), as filter keys for the updateScopes action. Entries that are not that shape, and
 * columns the box does not have, are left out (those columns keep the default scope).
 */
export function savedFilterBoxScopes(
  filterScopes: unknown,
  filter: Pick<DashboardFilter, 'chartId' | 'columns'>,
): Record<string, FilterBoxScope> {
  const byColumn = isRecord(filterScopes) ? filterScopes[String(filter.chartId)] : undefined;
  if (!isRecord(byColumn)) return {};
  const out: Record<string, FilterBoxScope> = {};
  for (const [column, saved] of Object.entries(byColumn)) {
    if (!(column in filter.columns) || !isRecord(saved)) continue;
    const scope = isIdList(saved.scope, (v): v is string => typeof v === 'string') ? saved.scope : null;
    const immune = saved.immune === undefined ? [] : saved.immune;
    if (!scope || !isIdList(immune, (v): v is number => typeof v === 'number')) continue;
    out[filterKey(filter.chartId, column)] = { scope, immune };
  }
  return out;
}
