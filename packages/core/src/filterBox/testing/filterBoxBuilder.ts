import { chart, layoutOf, row, tab, tabs } from '../../dashboard/testing/layoutBuilder.js';
import type { DashboardFilters, FilterBoxScope, FilterBoxValues } from '../dashboardFilterTypes.js';
import { reduceDashboardFilters } from '../dashboardFilters.js';

/** Test helper: a filter box's form data with name and gender fields, the date filter and the time grain. */
export const filterBoxFormData = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  viz_type: 'filter_box',
  datasource: '3__table',
  filter_configs: [
    { column: 'name', label: 'Name', multiple: true, clearable: true, defaultValue: 'Amy;Bob' },
    { column: 'gender', multiple: false, clearable: false, defaultValue: 'girl', metric: 'sum__num' },
  ],
  date_filter: true,
  time_range: 'Last year',
  show_sqla_time_granularity: true,
  instant_filtering: true,
  ...extra,
});

/** Tabs: tab-a holds the filter box (chart 10) and charts 1 and 2; tab-b holds chart 3. */
export const filterBoxLayout = () =>
  layoutOf(
    tabs(
      'tabs',
      tab('tab-a', row('r1', chart('CHART-box', 10), chart('c1', 1), chart('c2', 2))),
      tab('tab-b', row('r2', chart('c3', 3))),
    ),
  );

/**
 * Test helper: the dashboard filters of a dashboard of charts 10, 1, 2 and 3 with filter box 10 ('Box',
 * filterBoxFormData(`formData`)) added, then `scopes` (by filter key) and the `selected` values applied.
 */
export function filterBoxFilters({
  formData = {},
  scopes = {},
  selected,
}: {
  formData?: Record<string, unknown>;
  scopes?: Record<string, FilterBoxScope>;
  selected?: Record<string, FilterBoxValues>;
} = {}): DashboardFilters {
  const chartIds = [10, 1, 2, 3];
  const added = reduceDashboardFilters(
    {},
    {
      type: 'addFilter',
      chartId: 10,
      componentId: 'CHART-box',
      directPathToFilter: [],
      filterName: 'Box',
      formData: filterBoxFormData(formData),
    },
    chartIds,
  );
  const scoped = reduceDashboardFilters(added, { type: 'updateScopes', scopes }, chartIds);
  if (!selected) return scoped;
  return reduceDashboardFilters(
    scoped,
    { type: 'changeFilter', chartId: 10, newSelectedValues: selected, merge: false },
    chartIds,
  );
}
