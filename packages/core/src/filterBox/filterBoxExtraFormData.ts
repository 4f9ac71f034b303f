import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import type { ExtraFormData } from '../dataMask/dataMask.js';
import { mergeScopedExtraFormData, type ScopedExtraFormData } from '../nativeFilters/applyDataMasks.js';
import { NO_TIME_RANGE } from '../timeRange/rangeNames.js';
import {
  defaultFilterBoxScope,
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
  type DashboardFilters,
  type FilterBoxValues,
} from './dashboardFilterTypes.js';
import { chartsInFilterBoxScope } from './filterBoxScopes.js';

/**
 * What one selected field adds to a query: the time range, time grain or time column for the time
 * fields; an IN filter for a value field with values; nothing for an empty field.
 */
export function fieldExtraFormData(column: string, values: FilterBoxValues): ExtraFormData | null {
  const text = typeof values === 'string' && values ? values : null;
  // 'No filter' in the box leaves each chart's own time range alone.
  if (column === TIME_RANGE_COLUMN) return text && text !== NO_TIME_RANGE ? { time_range: text } : null;
  if (column === TIME_GRAIN_COLUMN) return text ? ({ time_grain_sqla: text } as ExtraFormData) : null;
  if (column === TIME_COL_COLUMN) return text ? { granularity_sqla: text } : null;
  const list = [
    ...new Set(Array.isArray(values) ? values : values === null || values === '' ? [] : [values]),
  ];
  if (list.length === 0) return null;
  return { filters: [{ col: column, op: 'IN', val: list as (string | number | boolean)[] }] };
}

/**
 * The extra form data each chart gets from the filter boxes whose fields have it in scope (boxes in
 * chart id order, fields in their order; later time settings win). Every field's scope is worked out
 * once for all charts. Charts nothing applies to get {}.
 */
export function filterBoxExtraFormDataByChart(
  chartIds: readonly number[],
  filters: DashboardFilters,
  layout: DashboardLayout,
): Map<number, ExtraFormData> {
  const applied: ScopedExtraFormData[] = [];
  const boxes = Object.values(filters).sort((a, b) => a.chartId - b.chartId);
  for (const box of boxes) {
    for (const [column, values] of Object.entries(box.columns)) {
      const extra = fieldExtraFormData(column, values);
      if (!extra) continue;
      const scope = box.scopes[column] ?? defaultFilterBoxScope();
      const charts = new Set(chartsInFilterBoxScope(layout, scope, box.chartId));
      applied.push({ extraFormData: extra, charts });
    }
  }
  return mergeScopedExtraFormData(chartIds, applied);
}
