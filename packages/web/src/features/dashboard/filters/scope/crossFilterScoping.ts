import {
  chartConfigurationItemSchema,
  chartsInScope,
  crossFilterScopeOf,
  defaultFilterScope,
  globalCrossFilterScopeOf,
  type ChartConfiguration,
  type DashboardLayout,
  type DashboardMetadata,
  type FilterScope,
} from '@sightline/core';

/** What the cross-filtering scoping modal edits before it saves. */
export interface CrossFilterScopingDraft {
  /** json_metadata cross_filters_enabled (absent counts as on). */
  enabled: boolean;
  /** Where cross-filters apply unless a chart has its own scope (default: the whole dashboard). */
  globalScope: FilterScope;
  /** Charts with their own scope, by chart id. */
  chartScopes: Record<number, FilterScope>;
}

/** The saved chart_configuration, read loosely: an entry that does not parse is left out. */
export function chartConfigurationOf(metadata: DashboardMetadata): ChartConfiguration {
  const value = metadata.chart_configuration;
  if (!value || typeof value !== 'object') return {};
  const out: ChartConfiguration = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const parsed = chartConfigurationItemSchema.safeParse(item);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/** The draft as the dashboard's metadata has it now. */
export function scopingDraftOf(metadata: DashboardMetadata): CrossFilterScopingDraft {
  const chartScopes: Record<number, FilterScope> = {};
  for (const [key, item] of Object.entries(chartConfigurationOf(metadata))) {
    const scope = item.crossFilters?.scope;
    if (scope && scope !== 'global' && /^\d+$/.test(key)) chartScopes[Number(key)] = scope;
  }
  return {
    enabled: metadata.cross_filters_enabled !== false,
    globalScope: globalCrossFilterScopeOf(metadata.global_chart_configuration) ?? defaultFilterScope(),
    chartScopes,
  };
}

/** The scope a chart starts from when it gets its own: the global one, without the chart itself. */
export function ownScopeStart(draft: CrossFilterScopingDraft, chartId: number): FilterScope {
  const { rootPath, excluded } = draft.globalScope;
  return { rootPath, excluded: [...new Set([...excluded, chartId])] };
}

/** The json_metadata keys the modal saves. */
export interface CrossFilterScopingPatch {
  chart_configuration: ChartConfiguration;
  global_chart_configuration: { scope: FilterScope; chartsInScope: number[] };
  cross_filters_enabled: boolean;
}

/**
 * The metadata patch for a draft: each cross-filtering chart gets an entry, scope 'global' or its own
 * (always excluding itself), with the charts it reaches; entries of other charts are kept as saved.
 */
export function scopingPatch(
  draft: CrossFilterScopingDraft,
  crossFilterChartIds: readonly number[],
  layout: DashboardLayout,
  saved: ChartConfiguration = {},
): CrossFilterScopingPatch {
  const chartConfiguration: ChartConfiguration = { ...saved };
  for (const chartId of crossFilterChartIds) {
    const own = draft.chartScopes[chartId];
    const scope = own
      ? { rootPath: own.rootPath, excluded: [...new Set([...own.excluded, chartId])] }
      : undefined;
    const entry = { id: chartId, crossFilters: { scope: scope ?? ('global' as const) } };
    const reach = crossFilterScopeOf({ [chartId]: entry }, chartId, layout, draft.globalScope);
    chartConfiguration[String(chartId)] = {
      ...saved[String(chartId)],
      id: chartId,
      crossFilters: { scope: entry.crossFilters.scope, chartsInScope: reach.chartsInScope },
    };
  }
  return {
    chart_configuration: chartConfiguration,
    global_chart_configuration: {
      scope: draft.globalScope,
      chartsInScope: chartsInScope(layout, draft.globalScope),
    },
    cross_filters_enabled: draft.enabled,
  };
}
