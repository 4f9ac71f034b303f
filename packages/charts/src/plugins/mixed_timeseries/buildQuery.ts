import type { QueryContext } from '@sightline/core';
import { buildQueryContext, buildQueryObject } from '../../sdk/buildQueryObject.js';
import { buildTimeseriesQueryObject } from '../timeseries/query/buildTimeseriesQueryObject.js';
import { queryAFormData, queryBFormData, type MixedTimeseriesFormData } from './formData.js';

/**
 * Two time-series queries over the same x-axis: Query A with the chart's filters and Query B with its
 * own (`adhoc_filters_b`); a dashboard's filters apply to both. Query B is left out until it has metrics.
 */
export function buildQuery(formData: MixedTimeseriesFormData): QueryContext {
  const queryA = queryAFormData(formData);
  const context = buildQueryContext(queryA, (base) => [buildTimeseriesQueryObject(base, queryA)]);
  if (formData.metrics_b.length === 0) return context;
  const queryB = queryBFormData(formData);
  return {
    ...context,
    queries: [...context.queries, buildTimeseriesQueryObject(buildQueryObject(queryB), queryB)],
  };
}
