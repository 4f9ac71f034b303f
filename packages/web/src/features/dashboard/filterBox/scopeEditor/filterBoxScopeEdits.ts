import {
  defaultFilterBoxScope,
  filterKey,
  reduceDashboardFilters,
  savedFilterBoxScopes,
  type DashboardFilters,
  type DashboardMetadata,
  type FilterBoxScope,
  type FilterScope,
} from '@sightline/core';

/** One field of a filter box as the filter mapping editor lists it. */
export interface ScopeEditorField {
  /** The filter key (`{chartId}_{column}`) its scope is kept under. */
  key: string;
  column: string;
  label: string;
}

/** A filter box with its fields (value columns, then its time fields), as the editor lists it. */
export interface ScopeEditorBox {
  chartId: number;
  name: string;
  fields: ScopeEditorField[];
}

/** The filter boxes with their fields, in `chartOrder` (the layout's); boxes not in it come last. */
export function scopeEditorBoxesOf(
  filters: DashboardFilters,
  chartOrder: readonly number[],
): ScopeEditorBox[] {
  const position = (chartId: number) => {
    const at = chartOrder.indexOf(chartId);
    return at < 0 ? chartOrder.length : at;
  };
  return Object.values(filters)
    .sort((a, b) => position(a.chartId) - position(b.chartId) || a.chartId - b.chartId)
    .map((box) => ({
      chartId: box.chartId,
      name: box.filterName,
      fields: Object.keys(box.columns).map((column) => ({
        key: filterKey(box.chartId, column),
        column,
        label: box.labels[column] ?? column,
      })),
    }));
}

/** Every field's scope by filter key: what the editor starts from (a field without one: the default). */
export function scopeDraftOf(filters: DashboardFilters): Record<string, FilterBoxScope> {
  const draft: Record<string, FilterBoxScope> = {};
  for (const box of Object.values(filters))
    for (const column of Object.keys(box.columns))
      draft[filterKey(box.chartId, column)] = box.scopes[column] ?? defaultFilterBoxScope();
  return draft;
}

const sameIds = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The draft's scopes that differ from `before` (same keys), for the updateScopes action. */
export function changedScopes(
  before: Record<string, FilterBoxScope>,
  draft: Record<string, FilterBoxScope>,
): Record<string, FilterBoxScope> {
  const changed: Record<string, FilterBoxScope> = {};
  for (const [key, scope] of Object.entries(draft)) {
    const held = before[key];
    if (!held || !sameIds(held.scope, scope.scope) || !sameIds(held.immune, scope.immune))
      changed[key] = scope;
  }
  return changed;
}

/**
 * The field's scope from the tree's checks (the tree shows core's nativeScopeOf of it): the checked root
 * or tabs become its scope, the charts left unchecked under them its immune list (the filter box itself
 * is never listed).
 */
export function filterBoxScopeOfTree(scope: FilterScope, boxChartId: number): FilterBoxScope {
  return { scope: [...scope.rootPath], immune: scope.excluded.filter((id) => id !== boxChartId) };
}

/**
 * The filter boxes with the scopes the metadata's filter_scopes saved (the default for a field it has no
 * entry for): what Discard goes back to.
 */
export function savedScopesRestored(
  filters: DashboardFilters,
  metadata: DashboardMetadata,
  dashboardChartIds: readonly number[],
): DashboardFilters {
  const scopes: Record<string, FilterBoxScope> = {};
  for (const box of Object.values(filters)) {
    for (const column of Object.keys(box.columns))
      scopes[filterKey(box.chartId, column)] = defaultFilterBoxScope();
    Object.assign(scopes, savedFilterBoxScopes(metadata.filter_scopes, box));
  }
  const changed = changedScopes(scopeDraftOf(filters), scopes);
  if (Object.keys(changed).length === 0) return filters;
  return reduceDashboardFilters(filters, { type: 'updateScopes', scopes: changed }, dashboardChartIds);
}
