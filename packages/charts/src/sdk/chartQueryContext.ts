import type { QueryContext } from '@sightline/core';
import type { AnyChartQuery } from './chartPlugin.js';
import { parseFormData } from './parseFormData.js';

/**
 * The chart-data request a chart type builds for saved form data; an Error when the form data does not
 * fit (a FormDataError names the control). The browser and the server both build queries with it, so a
 * chart asks for the same data wherever its query is built.
 */
export function buildChartQueryContext(
  query: AnyChartQuery,
  formData: Record<string, unknown>,
  ownState?: Record<string, unknown>,
): QueryContext | Error {
  try {
    return query.buildQuery(parseFormData(query, formData), { ownState });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
