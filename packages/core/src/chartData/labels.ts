import type { QueryColumn, QueryMetric } from './queryContext.js';

/**
 * Result column labels exactly as Superset names them, so charts can find their columns: a saved metric
 * or column by its name, an ad-hoc item by its label, falling back to `SUM(num)` / the SQL expression.
 */

/** The label of the time column in the legacy `granularity` + `is_timeseries` form. */
export const DTTM_ALIAS = '__timestamp';

export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
}

export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}
