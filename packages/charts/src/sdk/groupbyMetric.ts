import {
  getColumnLabel,
  getMetricLabel,
  type QueryColumn,
  type QueryContext,
  type QueryMetric,
} from '@sightline/core';
import { buildQueryContext } from './buildQueryObject.js';
import type { ChartDataResult } from './chartPlugin.js';
import { temporalColumns, toNumber } from './chartValues.js';
import { groupPointOf, type GroupPoint } from './crossFilter.js';
import type { TimeFormatter } from './format/timeFormat.js';
import type { BaseFormData } from './formData.js';

/**
 * Charts that draw one metric per group (pie, funnel, gauge, treemap, word cloud…): the query, and
 * reading its rows back as named values.
 */

/** The form data of charts that draw a metric per group (pie, funnel, gauge, treemap, word cloud…). */
export interface GroupbyMetricFormData extends BaseFormData {
  metric: QueryMetric;
  row_limit: number;
  sort_by_metric: boolean;
}

/** One row per group of `columns` with `metrics`, largest `metric` first when sorting by the metric. */
export function buildGroupbyMetricQuery(
  formData: GroupbyMetricFormData,
  columns: readonly QueryColumn[],
  metrics: readonly QueryMetric[] = [formData.metric],
): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...columns],
      metrics: [...metrics],
      row_limit: formData.row_limit,
      ...(formData.sort_by_metric ? { orderby: [[formData.metric, false]] } : {}),
    },
  ]);
}

export interface GroupbyMetricRows {
  /** Each row's name (its group values, or the metric without groups) and value, in query order. */
  values: { name: string; value: number }[];
  /** The group values behind each name, for cross-filters and drill to detail. */
  points: Map<string, GroupPoint>;
}

/** The rows of a group-by metric query; rows without a numeric metric value are left out. */
export function readGroupbyMetricRows(
  result: ChartDataResult | undefined,
  groupby: readonly QueryColumn[],
  metric: QueryMetric,
  formatTime: TimeFormatter,
): GroupbyMetricRows {
  const metricLabel = getMetricLabel(metric);
  const groupbyLabels = groupby.map(getColumnLabel);
  const temporal = temporalColumns(result);
  const points = new Map<string, GroupPoint>();
  const values: { name: string; value: number }[] = [];
  for (const row of result?.data ?? []) {
    const value = toNumber(row[metricLabel]);
    if (value === null) continue;
    const point = groupPointOf(row, groupbyLabels, temporal, formatTime);
    const name = groupbyLabels.length ? point.formatted.join(', ') : metricLabel;
    if (!points.has(name)) points.set(name, point);
    values.push({ name, value });
  }
  return { values, points };
}
