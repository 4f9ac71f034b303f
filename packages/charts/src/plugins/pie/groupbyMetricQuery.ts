import type { QueryColumn, QueryContext, QueryMetric } from '@sightline/core';
import { buildQueryContext } from '../../sdk/buildQueryObject.js';
import type { BaseFormData } from '../../sdk/formData.js';

/** The form data of charts that draw one metric per group (pie, funnel, gauge). */
export interface GroupbyMetricFormData extends BaseFormData {
  groupby: QueryColumn[];
  metric: QueryMetric;
  row_limit: number;
  sort_by_metric: boolean;
}

/** One row per group with its metric, largest first when sorting by the metric. */
export function buildGroupbyMetricQuery(formData: GroupbyMetricFormData): QueryContext {
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
