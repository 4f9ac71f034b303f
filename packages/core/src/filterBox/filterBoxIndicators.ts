import type { DashboardLayout } from '../dashboard/layoutTypes.js';
import type { AppliedFilter, AppliedFilterStatus } from '../nativeFilters/applyDataMasks.js';
import {
  defaultFilterBoxScope,
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
  type DashboardFilters,
} from './dashboardFilterTypes.js';
import { filterKey } from './dashboardFilters.js';
import { fieldExtraFormData } from './filterBoxExtraFormData.js';
import { chartsInFilterBoxScope } from './filterBoxScopes.js';
import { FILTER_BOX_MESSAGES as messages } from './messages.js';

/** The time fields' pseudo columns with the names shown for them; they are no dataset column. */
const TIME_FIELD_NAMES: Readonly<Record<string, string>> = {
  [TIME_RANGE_COLUMN]: messages.timeRange,
  [TIME_GRAIN_COLUMN]: messages.timeGrain,
  [TIME_COL_COLUMN]: messages.timeColumn,
};

/**
 * The filter-box fields whose scope includes `chartId`, for the chart's filter indicator, boxes in chart
 * id order and fields in their order. A field is applied when its selection filters the chart's query
 * (fieldExtraFormData), unset otherwise, and incompatible when the chart's dataset lacks its column (only
 * judged when `chartColumns` is given; the time fields never are). Each is named by the box's label for
 * it, else the time field's name, else the column. A box's own fields never list on the box itself.
 */
export function filterBoxFiltersForChart(
  chartId: number,
  filters: DashboardFilters,
  layout: DashboardLayout,
  chartColumns?: readonly string[],
): AppliedFilter[] {
  const columns = chartColumns ? new Set(chartColumns) : null;
  const out: AppliedFilter[] = [];
  const boxes = Object.values(filters).sort((a, b) => a.chartId - b.chartId);
  for (const box of boxes) {
    for (const [column, values] of Object.entries(box.columns)) {
      const scope = box.scopes[column] ?? defaultFilterBoxScope();
      if (!chartsInFilterBoxScope(layout, scope, box.chartId).includes(chartId)) continue;
      const isTimeField = column in TIME_FIELD_NAMES;
      const hasValue = fieldExtraFormData(column, values) !== null;
      const status: AppliedFilterStatus =
        columns && !isTimeField && !columns.has(column) ? 'incompatible' : hasValue ? 'applied' : 'unset';
      out.push({
        id: filterKey(box.chartId, column),
        kind: 'filterBox',
        name: box.labels[column] || TIME_FIELD_NAMES[column] || column,
        status,
        ...(isTimeField ? {} : { column }),
        ...(hasValue ? { value: values } : {}),
      });
    }
  }
  return out;
}
