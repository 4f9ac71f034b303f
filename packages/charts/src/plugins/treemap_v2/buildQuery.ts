import type { QueryContext } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { TreemapFormData } from './formData.js';

/** One row per leaf of the hierarchy with the metric; the tree is built from the rows in the browser. */
export function buildQuery(formData: TreemapFormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: formData.groupby,
      metrics: [formData.metric],
      row_limit: formData.row_limit,
      ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}),
    },
  ]);
}
