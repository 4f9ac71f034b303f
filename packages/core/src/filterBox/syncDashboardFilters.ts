import { chartIdsOf, chartNodeIdOf, pathToNode } from '../dashboard/layoutTree.js';
import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import type { DashboardFilters } from './dashboardFilterTypes.js';
import { reduceDashboardFilters } from './dashboardFilters.js';

/** A filter_box chart the dashboard knows: what adding its entry needs. */
export interface FilterBoxChart {
  chartId: number;
  sliceName: string;
  formData: Record<string, unknown>;
}

/**
 * The dashboard filters after a layout change: a box no longer on the layout stops filtering (its entry
 * goes), a box newly placed gets its entry with the default scope, and the others follow their CHART
 * node (component id and path). The same object when nothing changed.
 */
export function syncDashboardFilters(
  filters: DashboardFilters,
  boxes: readonly FilterBoxChart[],
  layout: DashboardLayout,
): DashboardFilters {
  if (boxes.length === 0 && Object.keys(filters).length === 0) return filters;
  const chartIds = chartIdsOf(layout);
  const placed = new Set(chartIds);
  let out = filters;
  for (const id of Object.keys(filters).map(Number)) {
    if (placed.has(id)) continue;
    const { [id]: _gone, ...rest } = out;
    out = rest;
  }
  for (const box of boxes) {
    const componentId = placed.has(box.chartId) ? chartNodeIdOf(layout, box.chartId) : null;
    if (!componentId || out[box.chartId]) continue;
    out = reduceDashboardFilters(
      out,
      {
        type: 'addFilter',
        chartId: box.chartId,
        componentId,
        directPathToFilter: pathToNode(layout, componentId),
        filterName: box.sliceName,
        formData: box.formData,
      },
      chartIds,
    );
  }
  return reduceDashboardFilters(out, { type: 'updateLayoutComponents', layout }, chartIds);
}
