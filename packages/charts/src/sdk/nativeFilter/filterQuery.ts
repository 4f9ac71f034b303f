import type { QueryContext } from '@sightline/core';
import type { NativeFilterFormData } from './nativeFilterFormData.js';

/**
 * The chart data request of a filter: its target dataset and the queries it needs, sent without form
 * data. A filter with no query (a time range, a time grain) asks for none, and the host sends nothing.
 */
export function filterQueryContext(
  formData: NativeFilterFormData,
  queries: QueryContext['queries'],
): QueryContext {
  const datasetId = formData.targets[0]?.datasetId;
  return {
    datasource: { id: datasetId ?? 0, type: 'table' },
    queries: typeof datasetId === 'number' ? queries : [],
    result_type: 'full',
    result_format: 'json',
    force: false,
  };
}
