import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import type { ExtraFormData } from '../dataMask/dataMask.js';
import { chartsInFilterScope, crossFilterScopeOf } from './filterScope.js';
import {
  filterColumnOf,
  isNativeFilter,
  type ChartConfiguration,
  type DataMaskState,
  type FilterScope,
  type NativeFilter,
  type NativeFilterConfigurationItem,
} from './nativeFilterTypes.js';

/**
 * Applying masks to a chart: each chart's query merges the extraFormData of every native
 * filter and every cross-filter whose scope includes it.
 */

/** Keys whose lists add up across masks; every other key is overridden by the later mask. */
const APPENDED_KEYS = new Set(['filters', 'adhoc_filters', 'interactive_groupby', 'interactive_highlight']);

/** Merges `next` into `base`: filters appended, time_range / granularity_sqla / time_grain_sqla overridden. */
export function mergeExtraFormData(base: ExtraFormData, next: ExtraFormData | undefined): ExtraFormData {
  if (!next) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (APPENDED_KEYS.has(key) && Array.isArray(value)) {
      const held = out[key];
      out[key] = [...(Array.isArray(held) ? held : []), ...value];
    } else {
      out[key] = value;
    }
  }
  return out as ExtraFormData;
}

export interface DashboardFilterContext {
  dataMask: DataMaskState;
  nativeFilters: readonly NativeFilterConfigurationItem[];
  chartConfiguration?: ChartConfiguration;
  /** global_chart_configuration's scope: where cross-filters without their own scope apply. */
  globalCrossFilterScope?: FilterScope;
  layout: DashboardLayout;
}

/** The native filters whose scope includes `chartId` (dividers never filter). */
export function nativeFiltersForChart(
  chartId: number,
  nativeFilters: readonly NativeFilterConfigurationItem[],
  layout: DashboardLayout,
): NativeFilter[] {
  return nativeFilters.filter(isNativeFilter).filter((f) => chartsInFilterScope(layout, f).has(chartId));
}

/**
 * The charts whose cross-filter filters something (masks keyed by a chart id), in chart id order. Every
 * chart holds a mask, mostly empty: those are left out before any scope is worked out.
 */
function crossFilterEmitterIds(dataMask: DataMaskState): number[] {
  return Object.keys(dataMask)
    .filter((key) => /^\d+$/.test(key) && extraFormDataFilters(dataMask[key]?.extraFormData))
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The charts (by id) whose cross-filters filter something and include `chartId` in scope, in chart id
 * order; never the chart itself (crossFilterScopeOf leaves the emitter out of its own scope).
 */
export function crossFilterEmittersForChart(
  chartId: number,
  context: Pick<
    DashboardFilterContext,
    'dataMask' | 'chartConfiguration' | 'globalCrossFilterScope' | 'layout'
  >,
): number[] {
  return crossFilterEmitterIds(context.dataMask).filter((emitter) =>
    crossFilterScopeOf(
      context.chartConfiguration,
      emitter,
      context.layout,
      context.globalCrossFilterScope,
    ).chartsInScope.includes(chartId),
  );
}

/**
 * The extraFormData a chart's query gets: native filters in configuration order, then cross-filters in
 * chart id order, later wins on overridden keys.
 */
export function extraFormDataForChart(chartId: number, context: DashboardFilterContext): ExtraFormData {
  return extraFormDataByChart([chartId], context).get(chartId)!;
}

/**
 * extraFormDataForChart for many charts at once: each scope is worked out once, not once per chart (a
 * dashboard re-merges every chart on each mask change, then re-queries only those whose value changed).
 * Masks that filter nothing add nothing, so their scopes are not worked out at all.
 */
export function extraFormDataByChart(
  chartIds: readonly number[],
  context: DashboardFilterContext,
): Map<number, ExtraFormData> {
  const filtering = context.nativeFilters
    .filter(isNativeFilter)
    .filter((filter) => extraFormDataFilters(context.dataMask[filter.id]?.extraFormData));
  const nativeScopes = filtering.map((filter) => ({
    extraFormData: context.dataMask[filter.id]?.extraFormData,
    charts: chartsInFilterScope(context.layout, filter),
  }));
  const crossScopes = crossFilterEmitterIds(context.dataMask).map((emitter) => ({
    extraFormData: context.dataMask[String(emitter)]?.extraFormData,
    charts: new Set(
      crossFilterScopeOf(context.chartConfiguration, emitter, context.layout, context.globalCrossFilterScope)
        .chartsInScope,
    ),
  }));
  return mergeScopedExtraFormData(chartIds, [...nativeScopes, ...crossScopes]);
}

/** One scoped filter's contribution: its extraFormData and the charts it applies to. */
export interface ScopedExtraFormData {
  extraFormData: ExtraFormData | undefined;
  charts: ReadonlySet<number>;
}

/**
 * Each chart's extraFormData: the scoped filters that have it in scope, merged in their order (later
 * wins on overridden keys); {} for a chart none applies to. Native filters, cross-filters and filter
 * boxes all apply their masks through this one merge.
 */
export function mergeScopedExtraFormData(
  chartIds: readonly number[],
  scopes: readonly ScopedExtraFormData[],
): Map<number, ExtraFormData> {
  const out = new Map<number, ExtraFormData>();
  for (const chartId of chartIds) {
    let merged: ExtraFormData = {};
    for (const { extraFormData, charts } of scopes) {
      if (charts.has(chartId)) merged = mergeExtraFormData(merged, extraFormData);
    }
    out.set(chartId, merged);
  }
  return out;
}

/** Whether a mask's extraFormData filters anything. */
export function extraFormDataFilters(extraFormData: ExtraFormData | undefined): boolean {
  if (!extraFormData) return false;
  return Object.entries(extraFormData).some(([key, value]) =>
    Array.isArray(value) ? value.length > 0 : key !== 'filters' && value !== undefined && value !== null,
  );
}

export type AppliedFilterStatus = 'applied' | 'unset' | 'incompatible';

export interface AppliedFilter {
  /**
   * The native filter id, the emitting chart's id (as a string) for a cross-filter, or the filter key
   * (`{boxChartId}_{column}`) for a filter-box field.
   */
  id: string;
  kind: 'nativeFilter' | 'crossFilter' | 'filterBox';
  /** The filter's name; for a cross-filter, empty (the caller names it after the chart). */
  name: string;
  status: AppliedFilterStatus;
  /** The column filtered on, when the filter has one. */
  column?: string;
  /** The selection as shown (filterState.label, else the value). */
  value?: unknown;
}

/**
 * Per-filter status for a chart's filter indicators: applied, unset (nothing selected), or incompatible
 * (the chart's dataset lacks the filter's column; only judged when `chartColumns` is given). Cross-filters
 * show only when they filter something.
 */
export function appliedFiltersForChart(
  chartId: number,
  context: DashboardFilterContext & { chartColumns?: readonly string[] },
): AppliedFilter[] {
  const columns = context.chartColumns ? new Set(context.chartColumns) : null;
  const out: AppliedFilter[] = [];
  for (const filter of nativeFiltersForChart(chartId, context.nativeFilters, context.layout)) {
    const mask = context.dataMask[filter.id];
    const column = filterColumnOf(filter);
    const status: AppliedFilterStatus =
      column && columns && !columns.has(column)
        ? 'incompatible'
        : extraFormDataFilters(mask?.extraFormData)
          ? 'applied'
          : 'unset';
    out.push({
      id: filter.id,
      kind: 'nativeFilter',
      name: filter.name,
      status,
      ...(column ? { column } : {}),
      ...(mask?.filterState ? { value: mask.filterState.label ?? mask.filterState.value } : {}),
    });
  }
  for (const emitter of crossFilterEmittersForChart(chartId, context)) {
    const mask = context.dataMask[String(emitter)];
    const first = mask?.extraFormData?.filters?.[0]?.col;
    out.push({
      id: String(emitter),
      kind: 'crossFilter',
      name: '',
      status: 'applied',
      ...(typeof first === 'string' ? { column: first } : {}),
      value: mask?.filterState?.label ?? mask?.filterState?.value,
    });
  }
  return out;
}
