import {
  extraFormDataFilters,
  globalCrossFilterScopeOf,
  extraFormDataByChart,
  filterBoxExtraFormDataByChart,
  mergeExtraFormData,
  nativeFilterItemsOf,
  sameJson,
  type DashboardFilters,
  type ChartConfiguration,
  type DashboardLayout,
  type DashboardMetadata,
  type DataMaskState,
  type ExtraFormData,
} from '@sightline/core';

/** What each chart's filter merge reads: the masks, the dashboard's filter settings and its layout. */
export interface ChartMaskInputs {
  dataMask: DataMaskState;
  metadata: DashboardMetadata;
  layout: DashboardLayout;
  /** The filter boxes whose selections apply (none once they are migrated away). */
  dashboardFilters?: DashboardFilters;
}

/** The `extra_form_data` of each chart that has one, by chart id (charts with nothing to add are absent). */
export type ChartExtraFormData = Record<number, ExtraFormData>;

/** The masks that filter something; the others add nothing to any query. */
function filteringMasks(dataMask: DataMaskState): DataMaskState {
  const out: DataMaskState = {};
  for (const [id, mask] of Object.entries(dataMask)) {
    if (extraFormDataFilters(mask.extraFormData)) out[id] = mask;
  }
  return out;
}

/**
 * Each chart's merged `extra_form_data` (core extraFormDataForChart over the masks in its scope), diffed
 * against `previous` chart by chart: a chart whose merged value is unchanged keeps its previous object,
 * so only the charts listed in `changed` re-query and re-render. A mask whose scope leaves a chart out
 * changes nothing for it.
 */
export function chartExtraFormData(
  chartIds: readonly number[],
  { dataMask, metadata, layout, dashboardFilters = {} }: ChartMaskInputs,
  previous: ChartExtraFormData = {},
): { byChart: ChartExtraFormData; changed: number[] } {
  const masks = filteringMasks(dataMask);
  const hasFilterBoxes = Object.keys(dashboardFilters).length > 0;
  if (Object.keys(masks).length === 0 && Object.keys(previous).length === 0 && !hasFilterBoxes)
    return { byChart: previous, changed: [] };
  // Filter boxes first: a native filter or cross-filter time setting wins over a filter box's.
  const fromFilterBoxes = hasFilterBoxes
    ? filterBoxExtraFormDataByChart(chartIds, dashboardFilters, layout)
    : null;
  const context = {
    dataMask: masks,
    nativeFilters: nativeFilterItemsOf(metadata),
    chartConfiguration: metadata.chart_configuration as ChartConfiguration | undefined,
    globalCrossFilterScope: globalCrossFilterScopeOf(metadata.global_chart_configuration),
    layout,
  };
  // Every chart at once: each filter's scope is worked out once, not once per chart.
  const fromMasksByChart = extraFormDataByChart(chartIds, context);
  const byChart: ChartExtraFormData = {};
  const changed: number[] = [];
  for (const chartId of chartIds) {
    const fromMasks = fromMasksByChart.get(chartId)!;
    const merged = fromFilterBoxes ? mergeExtraFormData(fromFilterBoxes.get(chartId)!, fromMasks) : fromMasks;
    const before = previous[chartId];
    if (!extraFormDataFilters(merged)) {
      if (before) changed.push(chartId);
    } else if (before && sameJson(before, merged)) {
      byChart[chartId] = before;
    } else {
      byChart[chartId] = merged;
      changed.push(chartId);
    }
  }
  return { byChart, changed };
}
