import type { QueryColumn, TimeGrain } from '@sightline/core';
import { getColumnLabel } from '@sightline/core';
import { validateCustomSqlExpression } from './customSql.js';
import type { DatasetColumnDescriptor } from './datasetDescriptor.js';
import {
  columnsMissing,
  datasetColumnSql,
  isTemporalColumn,
  lookupColumn,
  type QueryScope,
} from './queryScope.js';

/** A selected column: its SQL, result label, and whether it holds times (for filters). */
export interface ResolvedColumn {
  sql: string;
  label: string;
  temporal: boolean;
  /** The dataset column's generic type (0 numeric, 1 string, 2 temporal, 3 boolean); null for SQL. */
  genericType: number | null;
  isBaseAxis: boolean;
  /**
   * When `sql` is a time grain applied to a time column: the grain, the column's SQL it truncates, and
   * the physical column's database type. Shared scans derive coarser grains from finer ones with it.
   */
  grain: TimeGrainOf | null;
}

export interface TimeGrainOf {
  grain: TimeGrain;
  input: string;
  /** The database type of a physical column; null for a calculated column or custom SQL. */
  columnType: string | null;
}

/** A calculated column's declared type need not be its expression's. */
const physicalType = (column: DatasetColumnDescriptor): string | null =>
  column.expression?.trim() ? null : column.type;

/**
 * A dataset column by name, or an ad-hoc column. An ad-hoc column whose expression is just a dataset
 * column's name is that column (Superset's x-axis sends `{sqlExpression: 'ds', columnType: 'BASE_AXIS'}`);
 * any other expression is custom SQL and checked. A temporal x-axis column is truncated to its time grain.
 */
export function resolveColumn(column: QueryColumn, scope: QueryScope): ResolvedColumn {
  if (typeof column === 'string') {
    const descriptor = lookupColumn(column, scope);
    return {
      sql: datasetColumnSql(descriptor, scope),
      label: column,
      temporal: isTemporalColumn(descriptor),
      genericType: descriptor.type_generic,
      isBaseAxis: false,
      grain: null,
    };
  }
  const label = getColumnLabel(column);
  const referenced = scope.columnsByName.get(column.sqlExpression.trim());
  let sql: string;
  let temporal: boolean;
  let genericType: number | null = null;
  let grain: TimeGrainOf | null = null;
  if (referenced) {
    sql = datasetColumnSql(referenced, scope);
    temporal = isTemporalColumn(referenced);
    genericType = referenced.type_generic;
  } else if (column.isColumnReference) {
    throw columnsMissing([column.sqlExpression.trim()]);
  } else {
    const expression = validateCustomSqlExpression(column.sqlExpression, 'column', scope.dialect);
    scope.embedded.add({ kind: 'expression', place: 'column', text: expression });
    sql = `(${expression})`;
    temporal = false;
  }
  const isBaseAxis = column.columnType === 'BASE_AXIS';
  // A categorical x-axis (a string dataset column) keeps its values: the grain only applies to time.
  if (isBaseAxis && column.timeGrain && (temporal || !referenced)) {
    grain = { grain: column.timeGrain, input: sql, columnType: referenced ? physicalType(referenced) : null };
    sql = scope.dialect.timeGrain(column.timeGrain, sql);
    temporal = true;
  }
  return { sql, label, temporal, genericType, isBaseAxis, grain };
}

/** The legacy time column (`granularity` + `is_timeseries`), truncated to `time_grain_sqla`. */
export function resolveTimestampColumn(
  granularity: string,
  grain: TimeGrain | null | undefined,
  scope: QueryScope,
  label: string,
): ResolvedColumn {
  const descriptor = lookupColumn(granularity, scope);
  const sql = datasetColumnSql(descriptor, scope);
  return {
    sql: grain ? scope.dialect.timeGrain(grain, sql) : sql,
    label,
    temporal: true,
    genericType: descriptor.type_generic,
    isBaseAxis: true,
    grain: grain ? { grain, input: sql, columnType: physicalType(descriptor) } : null,
  };
}
