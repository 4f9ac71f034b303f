import type { QueryMetric } from '@sightline/core';
import { getMetricLabel } from '@sightline/core';
import { validateCustomSqlExpression } from './customSql.js';
import { QueryCompileError } from './queryCompileError.js';
import { datasetColumnSql, lookupColumn, type QueryScope } from './queryScope.js';

export interface ResolvedMetric {
  sql: string;
  label: string;
}

/**
 * A saved metric (by name; its expression is the dataset owner's and trusted), an ad-hoc SIMPLE metric
 * (aggregate over a dataset column; COUNT_DISTINCT becomes COUNT(DISTINCT ...)), or an ad-hoc SQL metric
 * (custom SQL, checked).
 */
export function resolveMetric(metric: QueryMetric, scope: QueryScope): ResolvedMetric {
  const label = getMetricLabel(metric);
  if (typeof metric === 'string') {
    const saved = scope.metricsByName.get(metric);
    if (!saved) {
      throw new QueryCompileError(`Metric '${metric}' does not exist`, 'QUERY_OBJECT_VALIDATION_ERROR', {
        metric,
      });
    }
    scope.embedded.add({ kind: 'expression', place: 'metric', text: saved.expression });
    return { sql: saved.expression, label };
  }
  if (metric.expressionType === 'SQL') {
    if (!metric.sqlExpression?.trim()) {
      throw new QueryCompileError('A SQL metric needs a sqlExpression', 'QUERY_OBJECT_VALIDATION_ERROR');
    }
    const sql = validateCustomSqlExpression(metric.sqlExpression, 'metric', scope.dialect);
    scope.embedded.add({ kind: 'expression', place: 'metric', text: sql });
    return { sql, label };
  }
  if (!metric.column?.column_name || !metric.aggregate) {
    throw new QueryCompileError(
      'A SIMPLE metric needs a column and an aggregate',
      'QUERY_OBJECT_VALIDATION_ERROR',
    );
  }
  const column = datasetColumnSql(lookupColumn(metric.column.column_name, scope), scope);
  const sql =
    metric.aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${column})` : `${metric.aggregate}(${column})`;
  return { sql, label };
}
