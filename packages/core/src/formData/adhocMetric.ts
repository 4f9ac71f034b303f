import type { QueryMetric } from '../chartData/queryContext.js';

/** SIMPLE needs column and aggregate; SQL needs sqlExpression. Saved metric names are valid. */
export function isMetricValid(metric: QueryMetric | null | undefined): boolean {
  if (metric === null || metric === undefined) return false;
  if (typeof metric === 'string') return metric.length > 0;
  if (metric.expressionType === 'SQL') return Boolean(metric.sqlExpression?.trim());
  return Boolean(metric.column) && Boolean(metric.aggregate);
}
