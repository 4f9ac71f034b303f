import type { ExtraFormData } from '@sightline/core';

/**
 * A chart's form data on its dashboard: the dashboard's color scheme overrides the chart's (spec 1 §3,
 * issue item 6), the dashboard id goes along, as Superset's dashboards send it, and the filters in the
 * chart's scope as `extra_form_data` (DESIGN §5; buildQueryObject merges it into the query).
 */
export function dashboardChartFormData(
  formData: Record<string, unknown>,
  {
    colorScheme,
    dashboardId,
    extraFormData,
  }: { colorScheme: string | null; dashboardId: number; extraFormData?: ExtraFormData },
): Record<string, unknown> {
  return {
    ...formData,
    ...(colorScheme ? { color_scheme: colorScheme } : {}),
    dashboardId,
    ...(extraFormData ? { extra_form_data: extraFormData } : {}),
  };
}

/** The label color namespace of a dashboard: its color_namespace, else its id. */
export function dashboardColorNamespace(colorNamespace: string | null, dashboardId: number): string {
  return colorNamespace || String(dashboardId);
}
