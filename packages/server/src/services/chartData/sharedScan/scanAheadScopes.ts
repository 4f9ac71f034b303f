import {
  chartsInFilterScope,
  crossFilterScopeOf,
  isNativeFilter,
  nativeFilterItemsOf,
  globalCrossFilterScopeOf,
  hydrateLayout,
  parseDashboardMetadata,
  parseLayout,
  type HydrationChart,
} from '@sightline/core';

/**
 * Which charts of a dashboard get the same dashboard filters as another one, whatever the filters'
 * values: the request of a chart says what it got (its extra_form_data), not which filters it came from,
 * so a scan-ahead carries it only to charts that every native filter and every other chart's cross-filter
 * scopes exactly as it scopes the chart that asked. Read from the saved dashboard with the scope rules the
 * page uses (core chartsInFilterScope, crossFilterScopeOf; the layout hydrated as the page hydrates it).
 *
 * Not known from the saved dashboard: whether the two charts themselves cross-filter each other (a
 * chart never gets its own cross-filter). A wrong pick costs only a query run ahead for nothing: the
 * rows fetched ahead are taken by cache key, never answered for another query.
 */

export interface SavedDashboard {
  position_json: string | null;
  json_metadata: string | null;
}

/**
 * The charts (of `charts`, `chartId` left out) in scope of exactly the same native filters and
 * cross-filters of other charts as `chartId`.
 */
export function chartsFilteredLike(
  dashboard: SavedDashboard,
  charts: readonly HydrationChart[],
  chartId: number,
): Set<number> {
  // Read as the page hydrates them: core's tolerant json_metadata parse, the layout hydrated.
  const metadata = parseDashboardMetadata(dashboard.json_metadata);
  const layout = hydrateLayout(parseLayout(dashboard.position_json), charts);
  // The native filters (not dividers), read by the page's reader; no readable scope is the default one.
  const nativeScopes = nativeFilterItemsOf(metadata)
    .filter(isNativeFilter)
    .map((filter) => chartsInFilterScope(layout, filter));
  const globalScope = globalCrossFilterScopeOf(metadata.global_chart_configuration);
  const crossScopes = charts.map((emitter) => ({
    emitter: emitter.id,
    charts: new Set(
      crossFilterScopeOf(metadata.chart_configuration, emitter.id, layout, globalScope).chartsInScope,
    ),
  }));
  const out = new Set<number>();
  for (const { id } of charts) {
    if (id === chartId) continue;
    const sameNative = nativeScopes.every((scope) => scope.has(id) === scope.has(chartId));
    const sameCross = crossScopes.every(
      ({ emitter, charts: scope }) =>
        emitter === id || emitter === chartId || scope.has(id) === scope.has(chartId),
    );
    if (sameNative && sameCross) out.add(id);
  }
  return out;
}
