import type { ExploreColumn } from '../explore/exploreDatasource.js';
import { NO_TIME_RANGE } from '../timeRange/rangeNames.js';
import { normalizeAdhocFilterComparator, type AdhocFilter } from './adhocFilter.js';

/**
 * The operators of the ad-hoc filter editor's Simple tab (Superset's ids and labels), what each one
 * saves as `operator`, and which of them a column, clause and datasource allow.
 */
export const ADHOC_FILTER_OPERATOR_IDS = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'LIKE',
  'NOT_LIKE',
  'ILIKE',
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperatorId = (typeof ADHOC_FILTER_OPERATOR_IDS)[number];

export interface FilterOperatorInfo {
  /** What the operator select shows. */
  label: string;
  /** What the filter saves as `operator`; the query engine's operator. */
  operation: string;
}

export const ADHOC_FILTER_OPERATORS: Readonly<Record<FilterOperatorId, FilterOperatorInfo>> = {
  EQUALS: { label: 'Equal to (=)', operation: '==' },
  NOT_EQUALS: { label: 'Not equal to (≠)', operation: '!=' },
  LESS_THAN: { label: 'Less than (<)', operation: '<' },
  LESS_THAN_OR_EQUAL: { label: 'Less or equal (<=)', operation: '<=' },
  GREATER_THAN: { label: 'Greater than (>)', operation: '>' },
  GREATER_THAN_OR_EQUAL: { label: 'Greater or equal (>=)', operation: '>=' },
  IN: { label: 'In', operation: 'IN' },
  NOT_IN: { label: 'Not in', operation: 'NOT IN' },
  LIKE: { label: 'Like', operation: 'LIKE' },
  NOT_LIKE: { label: 'Not like', operation: 'NOT LIKE' },
  ILIKE: { label: 'Like (case insensitive)', operation: 'ILIKE' },
  IS_NOT_NULL: { label: 'Is not null', operation: 'IS NOT NULL' },
  IS_NULL: { label: 'Is null', operation: 'IS NULL' },
  LATEST_PARTITION: { label: 'use latest_partition template', operation: 'LATEST PARTITION' },
  IS_TRUE: { label: 'Is true', operation: 'IS TRUE' },
  IS_FALSE: { label: 'Is false', operation: 'IS FALSE' },
  TEMPORAL_RANGE: { label: 'TEMPORAL_RANGE', operation: 'TEMPORAL_RANGE' },
};

/** Operators whose comparator is a list (the comparator is a multi-select). */
export const MULTI_VALUE_OPERATOR_IDS: ReadonlySet<FilterOperatorId> = new Set(['IN', 'NOT_IN']);

/** Operators that need no comparator (the comparator input is disabled). */
export const NO_VALUE_OPERATOR_IDS: ReadonlySet<FilterOperatorId> = new Set([
  'IS_NULL',
  'IS_NOT_NULL',
  'IS_TRUE',
  'IS_FALSE',
]);

/** The restricted list a HAVING clause allows: the standard comparisons. */
export const HAVING_OPERATOR_IDS: ReadonlySet<FilterOperatorId> = new Set([
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

/** Pattern operators the native Druid connector does not support. */
const TABLE_ONLY_OPERATOR_IDS: ReadonlySet<FilterOperatorId> = new Set(['LIKE', 'NOT_LIKE', 'ILIKE']);

/** Operator texts older form data uses for an operation, besides the current ones. */
const OPERATION_ALIASES: Readonly<Record<string, FilterOperatorId>> = {
  '=': 'EQUALS',
  '<>': 'NOT_EQUALS',
  LATEST_PARTITION: 'LATEST_PARTITION',
};

const INTEGER_TYPES = new Set(['INT', 'INTEGER', 'BIGINT', 'SMALLINT', 'TINYINT', 'INT2', 'INT4', 'INT8']);
const BOOLEAN_TYPES = new Set(['BOOL', 'BOOLEAN']);
const GENERIC_TYPE_BOOLEAN = 3;
const GENERIC_TYPE_TEMPORAL = 2;

export function isFilterOperatorId(value: unknown): value is FilterOperatorId {
  return typeof value === 'string' && (ADHOC_FILTER_OPERATOR_IDS as readonly string[]).includes(value);
}

/** The operator id of a saved filter: its operatorId, else guessed from its operator text. */
export function filterOperatorIdOf(filter: AdhocFilter): FilterOperatorId | undefined {
  if (isFilterOperatorId(filter.operatorId)) return filter.operatorId;
  const operator = filter.operator?.trim().toUpperCase();
  if (!operator) return undefined;
  // Superset saves is true / is false as `== true` / `== false`.
  if (operator === '==' && typeof filter.comparator === 'boolean') {
    return filter.comparator ? 'IS_TRUE' : 'IS_FALSE';
  }
  const alias = OPERATION_ALIASES[operator];
  if (alias) return alias;
  return ADHOC_FILTER_OPERATOR_IDS.find((id) => ADHOC_FILTER_OPERATORS[id].operation === operator);
}

type ColumnFacts = Pick<ExploreColumn, 'column_name' | 'type' | 'type_generic' | 'expression' | 'is_dttm'>;

export interface FilterOperatorContext {
  /** The subject's dataset column; null or undefined when the subject is not one. */
  column?: ColumnFacts | null;
  subject?: string | null;
  clause?: AdhocFilter['clause'];
  datasourceType?: string;
  /** The table's single partition column, when it has one. */
  partitionColumn?: string | null;
}

const typeName = (column: ColumnFacts | null | undefined) => column?.type?.trim().toUpperCase() ?? '';

export function isBooleanColumn(column: ColumnFacts | null | undefined): boolean {
  return (
    Boolean(column) && (BOOLEAN_TYPES.has(typeName(column)) || column?.type_generic === GENERIC_TYPE_BOOLEAN)
  );
}

function isIntegerColumn(column: ColumnFacts | null | undefined): boolean {
  return INTEGER_TYPES.has(typeName(column));
}

function isTemporalColumn(column: ColumnFacts | null | undefined): boolean {
  return Boolean(column?.is_dttm) || column?.type_generic === GENERIC_TYPE_TEMPORAL;
}

/**
 * Operator availability: IS_TRUE and IS_FALSE only for boolean, integer or expression
 * columns; boolean columns otherwise allow only IS_NULL and IS_NOT_NULL; the partition operator only for
 * the partition column; LIKE-style operators not for druid; HAVING only the standard comparisons; a time
 * range only on a temporal column in WHERE.
 */
export function isFilterOperatorAvailable(id: FilterOperatorId, context: FilterOperatorContext): boolean {
  const { column, subject, clause, datasourceType, partitionColumn } = context;
  if (id === 'LATEST_PARTITION') return Boolean(partitionColumn) && subject === partitionColumn;
  if (id === 'IS_TRUE' || id === 'IS_FALSE') {
    return isBooleanColumn(column) || isIntegerColumn(column) || Boolean(column?.expression?.trim());
  }
  if (isBooleanColumn(column)) return id === 'IS_NULL' || id === 'IS_NOT_NULL';
  if (clause === 'HAVING') return HAVING_OPERATOR_IDS.has(id);
  if (datasourceType === 'druid' && TABLE_ONLY_OPERATOR_IDS.has(id)) return false;
  if (id === 'TEMPORAL_RANGE') return isTemporalColumn(column);
  return true;
}

/**
 * The operators to offer, in display order. `allowed` narrows them further (the operators an advanced
 * data type answered); an empty or missing list narrows nothing.
 */
export function availableFilterOperators(
  context: FilterOperatorContext,
  allowed?: readonly string[] | null,
): FilterOperatorId[] {
  const narrowed = allowed && allowed.length > 0 ? new Set(allowed) : null;
  return ADHOC_FILTER_OPERATOR_IDS.filter(
    (id) => isFilterOperatorAvailable(id, context) && (!narrowed || narrowed.has(id)),
  );
}

/**
 * The filter with another operator: operatorId and operator set, a list comparator for list operators
 * and a single one otherwise (the first of a list), true/false/null for the operators needing none.
 */
export function withFilterOperator(filter: AdhocFilter, id: FilterOperatorId): AdhocFilter {
  const wasTimeRange = filterOperatorIdOf(filter) === 'TEMPORAL_RANGE';
  // A time range is no value for other operators, nor another operator's value a time range.
  const current = wasTimeRange === (id === 'TEMPORAL_RANGE') ? filter.comparator : undefined;
  let comparator: unknown;
  if (MULTI_VALUE_OPERATOR_IDS.has(id)) {
    comparator = Array.isArray(current)
      ? current
      : [current].filter((v) => v !== null && v !== undefined && v !== '');
  } else if (id === 'TEMPORAL_RANGE') {
    comparator = typeof current === 'string' && current ? current : NO_TIME_RANGE;
  } else {
    comparator = Array.isArray(current) ? current[0] : current;
    if (typeof comparator === 'boolean') comparator = undefined;
  }
  return normalizeAdhocFilterComparator({
    ...filter,
    operatorId: id,
    operator: ADHOC_FILTER_OPERATORS[id].operation,
    comparator,
  });
}

/** Double-quoted SQL identifier (the dataset's dialect quoting is the server's business). */
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The latest-partition operator as a Custom SQL WHERE filter: the subject equal to its greatest value in
 * the dataset's table (the partition column's latest partition).
 */
export function latestPartitionFilter(
  filter: AdhocFilter,
  table: { schema: string | null; table_name: string },
): AdhocFilter {
  const subject = filter.subject ?? '';
  const tableName = [table.schema, table.table_name]
    .filter(Boolean)
    .map((n) => quoteIdentifier(n!))
    .join('.');
  return {
    ...filter,
    expressionType: 'SQL',
    clause: 'WHERE',
    operatorId: 'LATEST_PARTITION',
    operator: null,
    comparator: null,
    sqlExpression: `${quoteIdentifier(subject)} = (SELECT MAX(${quoteIdentifier(subject)}) FROM ${tableName})`,
  };
}
