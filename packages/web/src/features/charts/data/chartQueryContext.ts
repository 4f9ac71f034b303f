import { parseFormData, type AnyChartPlugin } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';

/** The chart-data request a plugin builds for form data; an Error when the form data does not fit. */
export function buildChartQueryContext(
  plugin: AnyChartPlugin,
  formData: Record<string, unknown>,
  ownState?: Record<string, unknown>,
): QueryContext | Error {
  try {
    return plugin.buildQuery(parseFormData(plugin, formData), { ownState });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
