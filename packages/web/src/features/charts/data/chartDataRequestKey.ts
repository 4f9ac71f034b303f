import { canonicalJson, type QueryContext } from '@sightline/core';

/**
 * Two charts may share one request when this is equal: the query context without `form_data` (which
 * only names the chart) plus the chart's cache timeout (the server applies the saved chart's).
 */
export function chartDataRequestKey(queryContext: QueryContext, cacheTimeout: number | null = null): string {
  const { form_data: _formData, ...query } = queryContext as QueryContext & { form_data?: unknown };
  return canonicalJson({ query, cacheTimeout });
}
