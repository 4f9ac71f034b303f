import { getMetricLabel, type PostProcessingOperation, type QueryMetric } from '@sightline/core';
import { rollingOperation as rollingWindowOperation } from '../../../sdk/advancedAnalytics.js';
import type { TimeseriesQueryFormData } from '../formData.js';

/**
 * The post-processing operations of a time-series query, built from form data the way Superset 3.1's
 * operator factories build them (pivot, rolling/cum, compare, resample, rename, contribution, sort,
 * flatten), with the option names the query engine's operators read. Each returns null when off.
 */

/** Comparison types; 'absolute' is the older name of 'difference'. */
export const COMPARISON_TYPES = ['values', 'difference', 'absolute', 'percentage', 'ratio'] as const;
const DERIVED_COMPARISONS = new Set(['difference', 'absolute', 'percentage', 'ratio']);

/** What the operators need besides the form data: the x-axis label and the query's metrics. */
export interface OperatorContext {
  xAxisLabel: string;
  metrics: readonly QueryMetric[];
  groupbyLabels: readonly string[];
}

/** `<metric>__<offset>` → metric, for every metric and offset (Superset's getMetricOffsetsMap). */
export function metricOffsets(formData: TimeseriesQueryFormData, metrics: readonly QueryMetric[]) {
  const offsets = new Map<string, string>();
  for (const metric of metrics) {
    const label = getMetricLabel(metric);
    for (const offset of formData.time_compare) offsets.set(`${label}__${offset}`, label);
  }
  return offsets;
}

export function isTimeComparison(formData: TimeseriesQueryFormData): boolean {
  const type = formData.comparison_type ?? '';
  return (COMPARISON_TYPES as readonly string[]).includes(type) && formData.time_compare.length > 0;
}

/** A text control's integer, or the fallback when empty or not a number. */
export function toInt(value: number | string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function pivotOperation(
  formData: TimeseriesQueryFormData,
  ctx: OperatorContext,
): PostProcessingOperation | null {
  const labels = ctx.metrics.map(getMetricLabel);
  if (labels.length === 0) return null;
  const offsets = isTimeComparison(formData) ? [...metricOffsets(formData, ctx.metrics).keys()] : [];
  return {
    operation: 'pivot',
    options: {
      index: [ctx.xAxisLabel],
      columns: ctx.groupbyLabels.filter((label) => label !== ctx.xAxisLabel),
      // 'mean' over one value per cell keeps the value; it is how Superset fills the grid.
      aggregates: Object.fromEntries([...labels, ...offsets].map((label) => [label, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

export function rollingOperation(
  formData: TimeseriesQueryFormData,
  ctx: OperatorContext,
): PostProcessingOperation | null {
  const offsets = metricOffsets(formData, ctx.metrics);
  const columns = isTimeComparison(formData)
    ? [...new Set(offsets.values()), ...offsets.keys()]
    : ctx.metrics.map(getMetricLabel);
  return rollingWindowOperation(
    formData.rolling_type,
    columns,
    toInt(formData.rolling_periods, 1),
    toInt(formData.min_periods, 0),
  );
}

/** Difference, percentage change or ratio against each time shift; the inputs are dropped. */
export function compareOperation(
  formData: TimeseriesQueryFormData,
  ctx: OperatorContext,
): PostProcessingOperation | null {
  if (!isTimeComparison(formData) || !DERIVED_COMPARISONS.has(formData.comparison_type ?? '')) return null;
  const offsets = metricOffsets(formData, ctx.metrics);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: formData.comparison_type,
      drop_original_columns: true,
    },
  };
}

/**
 * With one metric and dimensions the metric's name is dropped from series names ('SUM(num), boy' →
 * 'boy'), and shifted metrics are named by their offset ('1 year ago, boy'), unless truncate_metric is off.
 */
export function renameOperation(
  formData: TimeseriesQueryFormData,
  ctx: OperatorContext,
): PostProcessingOperation | null {
  const derived = isTimeComparison(formData) && DERIVED_COMPARISONS.has(formData.comparison_type ?? '');
  if (ctx.metrics.length !== 1 || ctx.groupbyLabels.length === 0 || !formData.truncate_metric || derived) {
    return null;
  }
  const columns: Record<string, string | null> = {};
  if (isTimeComparison(formData)) {
    for (const shifted of metricOffsets(formData, ctx.metrics).keys()) {
      const offset = formData.time_compare.find((candidate) => shifted.endsWith(`__${candidate}`));
      if (offset) columns[shifted] = offset;
    }
  }
  columns[getMetricLabel(ctx.metrics[0]!)] = null;
  return { operation: 'rename', options: { columns, level: 0, inplace: true } };
}

export function contributionOperation(formData: TimeseriesQueryFormData): PostProcessingOperation | null {
  if (!formData.contributionMode) return null;
  const timeShifts = isTimeComparison(formData) ? formData.time_compare : [];
  return {
    operation: 'contribution',
    options: { orientation: formData.contributionMode, time_shifts: timeShifts },
  };
}

/** A categorical x-axis without dimensions sorted by its own label or by a metric (Bar Chart). */
export function sortOperation(
  formData: TimeseriesQueryFormData & { x_axis_sort?: string | null; x_axis_sort_asc?: boolean },
  ctx: OperatorContext,
): PostProcessingOperation | null {
  const sortBy = formData.x_axis_sort;
  const sortable = [ctx.xAxisLabel, ...ctx.metrics.map(getMetricLabel)];
  if (!sortBy || !sortable.includes(sortBy) || ctx.groupbyLabels.length > 0) return null;
  const ascending = formData.x_axis_sort_asc ?? true;
  return sortBy === ctx.xAxisLabel
    ? { operation: 'sort', options: { is_sort_index: true, ascending } }
    : { operation: 'sort', options: { by: sortBy, ascending } };
}

export const FLATTEN_OPERATION: PostProcessingOperation = { operation: 'flatten' };
