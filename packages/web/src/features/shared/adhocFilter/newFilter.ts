import {
  availableFilterOperators,
  withFilterOperator,
  type AdhocFilter,
  type ExploreColumn,
  type ExploreDatasource,
} from '@sightline/core';
import type { DragItem } from '../controls/dragItems';

/** A fresh filterOptionName, the key a filter keeps while it is edited and reordered. */
export function newFilterOptionName(): string {
  const part = () => Math.random().toString(36).slice(2, 15);
  return `filter_${part()}_${part()}`;
}

/** The filter a click on the empty zone starts with: Simple, WHERE, no subject yet. */
export function newSimpleFilter(column?: ExploreColumn | null): AdhocFilter {
  const operators = availableFilterOperators({
    column,
    subject: column?.column_name,
    clause: 'WHERE',
  });
  // A time column starts as a time range filter ('No filter' until a range is picked), as in Superset.
  const operatorId =
    column?.is_dttm && operators.includes('TEMPORAL_RANGE')
      ? 'TEMPORAL_RANGE'
      : operators.includes('EQUALS')
        ? 'EQUALS'
        : (operators[0] ?? 'EQUALS');
  const filter: AdhocFilter = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: column?.column_name ?? null,
    comparator: null,
    sqlExpression: null,
    isExtra: false,
    isNew: true,
    filterOptionName: newFilterOptionName(),
  };
  return withFilterOperator(filter, operatorId);
}

/** A Custom SQL HAVING filter starting from a metric's expression. */
export function newHavingFilter(sqlExpression: string): AdhocFilter {
  return {
    expressionType: 'SQL',
    clause: 'HAVING',
    subject: null,
    operator: null,
    operatorId: null,
    comparator: null,
    sqlExpression,
    isExtra: false,
    isNew: true,
    filterOptionName: newFilterOptionName(),
  };
}

/** The SQL of an ad-hoc metric as another control drags it ({expressionType, aggregate, column, sqlExpression}). */
function adhocMetricSql(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const metric = value as {
    expressionType?: string;
    sqlExpression?: string | null;
    aggregate?: string | null;
    column?: { column_name?: string } | null;
  };
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? null;
  if (metric.aggregate && metric.column?.column_name) {
    return `${metric.aggregate}(${metric.column.column_name})`;
  }
  return null;
}

/**
 * The new filter a drop on the zone opens: a dataset column becomes a Simple WHERE filter on it, a saved
 * or ad-hoc metric a Custom SQL HAVING filter with its expression. Null for items that make no filter.
 */
export function filterFromDragItem(
  item: DragItem,
  datasource: Pick<ExploreDatasource, 'metrics'> | null,
): AdhocFilter | null {
  switch (item.type) {
    case 'column':
      return newSimpleFilter(item.value);
    case 'metric':
      return newHavingFilter(item.value.expression);
    case 'metricOption': {
      const saved = datasource?.metrics.find((metric) => metric.metric_name === item.value);
      return saved ? newHavingFilter(saved.expression) : null;
    }
    case 'adhocMetric': {
      const sql = adhocMetricSql(item.value);
      return sql ? newHavingFilter(sql) : null;
    }
    default:
      return null;
  }
}

/** Drag items the filter zone accepts (besides its own pills, which it reorders). */
export function acceptsDragItem(item: DragItem | null): boolean {
  return item !== null && ['column', 'metric', 'metricOption', 'adhocMetric'].includes(item.type);
}
