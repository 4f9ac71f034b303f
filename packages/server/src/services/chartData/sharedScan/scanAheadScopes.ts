import {
  chartsInScope,
  crossFilterScopeOf,
  defaultFilterScope,
  globalCrossFilterScopeOf,
  hydrateLayout,
  parseLayout,
  type ChartConfiguration,
  type FilterScope,
  type HydrationChart,
} from '@sightline/core';

/**
 * Which charts of a dashboard get the same dashboard filters as another one, whatever the filters'
 * values: the request of a chart says what it got (its extra_form_data), not which filters it came from,
 * so a scan-ahead carries it only to charts that every native filter and every other chart's cross-filter
 * scopes exactly as it scopes the chart that asked. Read from the saved dashboard with the scope rules the
 * page uses (core chartsInScope, crossFilterScopeOf; the layout hydrated as the page hydrates it).
 *
 * Not known from the saved dashboard: whether the two charts themselves cross-filter each other (a
 * chart never gets its own cross-filter). A wrong pick costs only a query run ahead for nothing: the
 * rows fetched ahead are taken by cache key, never answered for another query.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function scopeOf(item: Record<string, unknown>): FilterScope {
  const { scope } = item;
  return isRecord(scope) && Array.isArray(scope.rootPath) && Array.isArray(scope.excluded)
    ? (scope as unknown as FilterScope)
    : defaultFilterScope();
}

function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

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
  const metadata = parseJson(dashboard.json_metadata);
  const meta = isRecord(metadata) ? metadata : {};
  const layout = hydrateLayout(parseLayout(parseJson(dashboard.position_json)), charts);
  const items: unknown[] = Array.isArray(meta.native_filter_configuration)
    ? meta.native_filter_configuration
    : [];
  const nativeScopes = items
    .filter((item): item is Record<string, unknown> => isRecord(item) && item.type === 'NATIVE_FILTER')
    .map((item) => new Set(chartsInScope(layout, scopeOf(item))));
  const globalScope = globalCrossFilterScopeOf(meta.global_chart_configuration);
  const configuration = isRecord(meta.chart_configuration)
    ? (meta.chart_configuration as ChartConfiguration)
    : undefined;
  const crossScopes = charts.map((emitter) => ({
    emitter: emitter.id,
    charts: new Set(crossFilterScopeOf(configuration, emitter.id, layout, globalScope).chartsInScope),
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
