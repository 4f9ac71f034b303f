import type { DashboardFilters, FilterBoxScope, FilterBoxValues } from './dashboardFilterTypes.js';

/**
 * What a dashboard save stores for its filter boxes (the json_metadata keys hydration reads back):
 * filter_scopes (chart id → column → {scope, immune}) and default_filters, a JSON text of each box's
 * selected values (chart id → column → values; empty fields left out). Nothing without filter boxes.
 */
export function filterBoxMetadataOf(
  filters: DashboardFilters,
): { filter_scopes: Record<string, Record<string, FilterBoxScope>>; default_filters: string } | null {
  const boxes = Object.values(filters);
  if (boxes.length === 0) return null;
  const scopes: Record<string, Record<string, FilterBoxScope>> = {};
  const values: Record<string, Record<string, FilterBoxValues>> = {};
  for (const box of boxes) {
    scopes[box.chartId] = box.scopes;
    const selected = Object.entries(box.columns).filter(([, v]) =>
      Array.isArray(v) ? v.length > 0 : v !== null && v !== '',
    );
    if (selected.length > 0) values[box.chartId] = Object.fromEntries(selected);
  }
  return { filter_scopes: scopes, default_filters: JSON.stringify(values) };
}
