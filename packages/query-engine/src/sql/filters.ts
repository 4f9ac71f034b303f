import type { FilterValue, QueryObjectFilter } from '@sightline/core';
import { getColumnLabel } from '@sightline/core';
import { GenericDataType, type CellValue } from '../engine.js';
import { resolveColumn, type ResolvedColumn } from './columns.js';
import type { SqlFragment } from './datasetDescriptor.js';
import { QueryCompileError } from './queryCompileError.js';
import type { QueryScope } from './queryScope.js';
import { resolveTimeBounds, type TimeBounds, type TimeContext } from './timeBounds.js';

export type { TimeContext } from './timeBounds.js';

/** Superset's reason for a filter on a column the dataset does not have. */
export const NOT_IN_DATASOURCE = 'not_in_datasource';

export type CompiledFilter =
  | { kind: 'applied'; column: string; fragment: SqlFragment }
  | { kind: 'rejected'; column: string; reason: string };

/** `from <= column < until` with open ends left out; null when both ends are open. */
export function timeBoundsFilter(
  column: ResolvedColumn,
  bounds: TimeBounds,
  scope: QueryScope,
): SqlFragment | null {
  const { dialect } = scope;
  const target = column.temporal ? dialect.comparableTemporal(column.sql) : column.sql;
  const parts: string[] = [];
  const params: CellValue[] = [];
  if (bounds.since) {
    parts.push(`${target} >= ${dialect.temporalPlaceholder}`);
    params.push(dialect.temporalParam(bounds.since));
  }
  if (bounds.until) {
    parts.push(`${target} < ${dialect.temporalPlaceholder}`);
    params.push(dialect.temporalParam(bounds.until));
  }
  return parts.length === 0 ? null : { sql: parts.join(' AND '), params };
}

function invalidValue(message: string): QueryCompileError {
  return new QueryCompileError(message, 'QUERY_OBJECT_VALIDATION_ERROR');
}

function asScalar(op: string, value: FilterValue | undefined): CellValue {
  if (Array.isArray(value)) {
    if (value.length !== 1) throw invalidValue(`The ${op} filter needs a single value`);
    return value[0] ?? null;
  }
  return value ?? null;
}

/** A time given as epoch ms or an ISO-like text (UTC unless it says otherwise); null if it is neither. */
function asTime(value: CellValue): Date | null {
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value)) return null;
  const text = value.trim().replace(' ', 'T');
  const date = new Date(/([zZ]|[+-]\d\d:?\d\d)$/.test(text) || text.length === 10 ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?(e[+-]?\d+)?\s*$/i;

/**
 * A value converted to the column's type, as Superset's filter value handling does: clients send
 * numbers as text (URL params, pasted values) and engines with strict parameter types (DuckDB) refuse
 * to compare INTEGER with VARCHAR.
 */
function coerceValue(column: ResolvedColumn, value: CellValue): CellValue {
  if (value === null) return value;
  switch (column.genericType) {
    case GenericDataType.NUMERIC:
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    case GenericDataType.STRING:
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    case GenericDataType.BOOLEAN:
      if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
      if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
        return value.trim().toLowerCase() === 'true';
      return value;
    default:
      return value;
  }
}

/** One comparison value: times on time columns go in with the dialect's cast, the rest in the column's type. */
function bindValue(column: ResolvedColumn, value: CellValue, scope: QueryScope, params: CellValue[]): string {
  const time = column.temporal ? asTime(value) : null;
  if (time) {
    params.push(scope.dialect.temporalParam(time));
    return scope.dialect.temporalPlaceholder;
  }
  params.push(coerceValue(column, value));
  return '?';
}

const COMPARISONS: Record<string, string> = {
  '==': '=',
  '!=': '!=',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

function compileCondition(
  filter: QueryObjectFilter,
  column: ResolvedColumn,
  scope: QueryScope,
  time: TimeContext,
): SqlFragment | null {
  const { dialect } = scope;
  const params: CellValue[] = [];
  const comparable = column.temporal ? dialect.comparableTemporal(column.sql) : column.sql;
  const op = filter.op;
  switch (op) {
    case '==':
    case '!=':
    case '>':
    case '<':
    case '>=':
    case '<=': {
      const value = asScalar(op, filter.val);
      if (value === null) {
        if (op === '==') return { sql: `${column.sql} IS NULL`, params };
        if (op === '!=') return { sql: `${column.sql} IS NOT NULL`, params };
        throw invalidValue(`The ${op} filter needs a value`);
      }
      const placeholder = bindValue(column, value, scope, params);
      return { sql: `${comparable} ${COMPARISONS[op]} ${placeholder}`, params };
    }
    case 'IN':
    case 'NOT IN': {
      const values = Array.isArray(filter.val) ? filter.val : [filter.val ?? null];
      const present = values.filter((value) => value !== null);
      const hasNull = present.length < values.length;
      const placeholders = present.map((value) => bindValue(column, value, scope, params));
      const list = placeholders.length > 0 ? `${comparable} ${op} (${placeholders.join(', ')})` : null;
      if (op === 'IN') {
        const parts = [list, hasNull ? `${column.sql} IS NULL` : null].filter((part) => part !== null);
        return {
          sql: parts.length === 0 ? dialect.booleanLiteral(false) : `(${parts.join(' OR ')})`,
          params,
        };
      }
      const parts = [list, hasNull ? `${column.sql} IS NOT NULL` : null].filter((part) => part !== null);
      return { sql: parts.length === 0 ? dialect.booleanLiteral(true) : `(${parts.join(' AND ')})`, params };
    }
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE':
    case 'REGEX': {
      const value = asScalar(op, filter.val);
      if (value === null) throw invalidValue(`The ${op} filter needs a value`);
      if (op === 'ILIKE') return { sql: dialect.ilike(column.sql, '?'), params: [String(value)] };
      if (op === 'REGEX') return { sql: dialect.regex(column.sql, '?'), params: [String(value)] };
      return {
        sql: dialect.like(column.sql, '?', op === 'NOT LIKE'),
        params: [dialect.likePattern(String(value))],
      };
    }
    case 'IS NULL':
    case 'IS NOT NULL':
    case 'IS TRUE':
    case 'IS FALSE':
      return { sql: `${column.sql} ${op}`, params };
    case 'TEMPORAL_RANGE': {
      const range = asScalar(op, filter.val);
      if (typeof range !== 'string') throw invalidValue('The TEMPORAL_RANGE filter needs a time range');
      return timeBoundsFilter(column, resolveTimeBounds(range, time), scope);
    }
  }
}

/**
 * One `{col, op, val}` filter as a WHERE condition with bound values. A filter on a column the dataset
 * does not have is rejected (reported, not applied), as Superset does; ad-hoc filter columns are
 * custom SQL and checked.
 */
export function compileFilter(
  filter: QueryObjectFilter,
  scope: QueryScope,
  time: TimeContext,
): CompiledFilter {
  const label = getColumnLabel(filter.col);
  if (typeof filter.col === 'string' && !scope.columnsByName.has(filter.col)) {
    return { kind: 'rejected', column: label, reason: NOT_IN_DATASOURCE };
  }
  const column = resolveColumn(filter.col, scope);
  const fragment = compileCondition(filter, column, scope, time) ?? { sql: '', params: [] };
  return { kind: 'applied', column: label, fragment };
}
