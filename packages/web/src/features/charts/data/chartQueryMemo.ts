import { buildChartQueryContext, type AnyChartPlugin } from '@sightline/charts';
import type { ExtraFormData, QueryContext } from '@sightline/core';

/** What a chart's form data on a dashboard adds to its saved form data. */
export interface DashboardFormDataContext {
  colorScheme: string | null;
  dashboardId: number;
  extraFormData?: ExtraFormData;
}

/**
 * The last form data made from each saved form data, and the last query built from each form data: the
 * query sent ahead of a chart (chartPrefetch.ts) and the chart's own load then build it once, not twice.
 * Saved form data and made form data are never changed in place, so they key the memo.
 */
export class ChartQueryMemo {
  private readonly madeFormData = new WeakMap<
    object,
    DashboardFormDataContext & { formData: Record<string, unknown> }
  >();
  private readonly builtQueries = new WeakMap<
    object,
    { plugin: AnyChartPlugin; query: QueryContext | Error }
  >();

  /**
   * A chart's form data on its dashboard: the dashboard's color scheme overrides the chart's, the
   * dashboard id goes along, as Superset's dashboards send it, and the filters in the chart's scope as
   * `extra_form_data` (buildQueryObject merges it into the query).
   */
  dashboardFormData(
    formData: Record<string, unknown>,
    context: DashboardFormDataContext,
  ): Record<string, unknown> {
    const { colorScheme, dashboardId, extraFormData } = context;
    const made = this.madeFormData.get(formData);
    if (
      made &&
      made.colorScheme === colorScheme &&
      made.dashboardId === dashboardId &&
      made.extraFormData === extraFormData
    )
      return made.formData;
    const onDashboard = {
      ...formData,
      ...(colorScheme ? { color_scheme: colorScheme } : {}),
      dashboardId,
      ...(extraFormData ? { extra_form_data: extraFormData } : {}),
    };
    this.madeFormData.set(formData, { colorScheme, dashboardId, extraFormData, formData: onDashboard });
    return onDashboard;
  }

  /** The query context `plugin` builds from a dashboard chart's form data, or why it cannot. */
  query(plugin: AnyChartPlugin, formData: Record<string, unknown>): QueryContext | Error {
    const built = this.builtQueries.get(formData);
    if (built?.plugin === plugin) return built.query;
    const query = buildChartQueryContext(plugin, formData);
    this.builtQueries.set(formData, { plugin, query });
    return query;
  }
}
