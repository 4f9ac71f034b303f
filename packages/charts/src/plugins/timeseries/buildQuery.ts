import type { QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { TimeseriesFormData } from './formData.js';
import { buildTimeseriesQueryObject } from './query/buildTimeseriesQueryObject.js';

/** One query: the metrics per x-axis value and series, pivoted to one column per series. */
export function buildQuery(formData: TimeseriesFormData): QueryContext {
  return buildQueryContext(formData, (base) => [buildTimeseriesQueryObject(base, formData)]);
}
