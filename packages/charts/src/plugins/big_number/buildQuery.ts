import {
  DTTM_ALIAS,
  getColumnLabel,
  getMetricLabel,
  type PostProcessingOperation,
  type QueryContext,
  type QueryObject,
  type TimeGrain,
} from '@sightline/core';
import {
  resampleOperation,
  rollingOperation as rollingWindowOperation,
} from '../../sdk/advancedAnalytics.js';
import { buildQueryContext, xAxisColumn } from '../../sdk/buildQueryObject.js';
import type { BigNumberFormData } from './formData.js';

/** The label the trend's time values come back under: the x-axis's, or `__timestamp` in the legacy form. */
export function timeColumnLabel(formData: Pick<BigNumberFormData, 'x_axis'>): string {
  return formData.x_axis ? getColumnLabel(formData.x_axis) : DTTM_ALIAS;
}

/** Superset's rolling window over the metric: `rolling_periods` (at least 1) and `min_periods`. */
function rollingOperation(formData: BigNumberFormData, metricLabel: string): PostProcessingOperation | null {
  return rollingWindowOperation(
    formData.rolling_type,
    [metricLabel],
    Math.trunc(formData.rolling_periods ?? 1) || 1,
    Math.trunc(formData.min_periods ?? 0),
  );
}

/**
 * The x-axis form keeps the chart's time range in a TEMPORAL_RANGE filter; a dashboard's time range
 * replaces it there, as Superset's query context factory does.
 */
function withDashboardTimeRange(base: QueryObject, formData: BigNumberFormData): QueryObject['filters'] {
  const range = formData.extra_form_data?.time_range;
  const filters = base.filters ?? [];
  if (!range) return filters;
  return filters.map((filter) =>
    filter.op === 'TEMPORAL_RANGE' && !filter.isExtra ? { ...filter, val: range } : filter,
  );
}

/**
 * The metric per time grain, newest periods first so a row limit keeps the recent ones, pivoted on the
 * time column and flattened; rolling and resampling as Superset's big number does.
 */
export function buildQuery(formData: BigNumberFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    const metricLabel = getMetricLabel(formData.metric);
    const grain = (base.extras?.time_grain_sqla ?? formData.time_grain_sqla ?? null) as TimeGrain | null;
    const axis = formData.x_axis ? xAxisColumn(formData.x_axis, grain) : null;
    const legacy = !axis && Boolean(formData.granularity_sqla);
    if (!axis && !legacy) return [{ ...base, metrics: [formData.metric], row_limit: 1 }];
    const post_processing = [
      {
        operation: 'pivot',
        options: {
          index: [timeColumnLabel(formData)],
          columns: [],
          aggregates: { [metricLabel]: { operator: 'mean' } },
          // Keep periods whose value is null: the newest one then shows N/A instead of an older value.
          drop_missing_columns: false,
        },
      },
      rollingOperation(formData, metricLabel),
      resampleOperation(formData),
      { operation: 'flatten' },
    ].filter((operation): operation is PostProcessingOperation => operation !== null);
    return [
      {
        ...base,
        filters: withDashboardTimeRange(base, formData),
        ...(legacy ? { granularity: formData.granularity_sqla!, is_timeseries: true } : {}),
        columns: axis ? [axis] : [],
        metrics: [formData.metric],
        ...(axis ? { orderby: [[axis, false]] } : {}),
        post_processing,
      },
    ];
  });
}
