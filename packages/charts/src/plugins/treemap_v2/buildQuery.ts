import type { QueryContext } from '@sightline/core';
import { buildGroupbyMetricQuery } from '../../sdk/groupbyMetric.js';
import type { TreemapFormData } from './formData.js';

/** One row per leaf of the hierarchy with the metric; the tree is built from the rows in the browser. */
export function buildQuery(formData: TreemapFormData): QueryContext {
  return buildGroupbyMetricQuery(formData, formData.groupby);
}
