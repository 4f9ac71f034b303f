import {
  chartNodeIdOf,
  FILTER_BOX_VIZ_TYPE,
  isRecord,
  parseExtraJson,
  pathToNode,
  reduceDashboardFilters,
  savedFilterBoxScopes,
  type DashboardFilters,
  type DashboardLayout,
  type DashboardMetadata,
  type FilterBoxValues,
} from '@sightline/core';
import type { DashboardSliceEntity } from '../state/dashboardTypes';

/** A JSON text (or object) of chart id → column → values: default_filters, the URL's preselect_filters. */
function filterValuesByChart(value: unknown): Record<string, Record<string, FilterBoxValues>> {
  const parsed = typeof value === 'string' ? parseExtraJson(value) : value;
  if (!isRecord(parsed)) return {};
  const out: Record<string, Record<string, FilterBoxValues>> = {};
  for (const [chartId, columns] of Object.entries(parsed)) {
    if (isRecord(columns)) out[chartId] = columns as Record<string, FilterBoxValues>;
  }
  return out;
}

/** The dashboard's filter_box charts. */
export function filterBoxCharts(slices: Iterable<DashboardSliceEntity>): DashboardSliceEntity[] {
  return [...slices].filter((slice) => slice.viz_type === FILTER_BOX_VIZ_TYPE);
}

/**
 * The dashboard filters a dashboard loads with: one entry per filter box on the layout
 * (added with the default scope), its saved filter_scopes applied, then the metadata's default_filters
 * and the URL's preselect_filters replacing the boxes' own defaults.
 */
export function hydrateDashboardFilters(
  charts: readonly DashboardSliceEntity[],
  layout: DashboardLayout,
  metadata: DashboardMetadata,
  params: URLSearchParams,
): DashboardFilters {
  const chartIds = charts.map((chart) => chart.id);
  const preselected = [
    filterValuesByChart(metadata.default_filters),
    filterValuesByChart(params.get('preselect_filters')),
  ];
  let filters: DashboardFilters = {};
  for (const chart of filterBoxCharts(charts)) {
    const componentId = chartNodeIdOf(layout, chart.id);
    if (!componentId) continue;
    filters = reduceDashboardFilters(
      filters,
      {
        type: 'addFilter',
        chartId: chart.id,
        componentId,
        directPathToFilter: pathToNode(layout, componentId),
        filterName: chart.slice_name,
        formData: chart.form_data,
      },
      chartIds,
    );
    const scopes = savedFilterBoxScopes(metadata.filter_scopes, filters[chart.id]!);
    filters = reduceDashboardFilters(filters, { type: 'updateScopes', scopes }, chartIds);
    for (const byChart of preselected) {
      const newSelectedValues = byChart[String(chart.id)];
      if (newSelectedValues)
        filters = reduceDashboardFilters(
          filters,
          { type: 'changeFilter', chartId: chart.id, newSelectedValues, merge: false },
          chartIds,
        );
    }
  }
  return filters;
}
