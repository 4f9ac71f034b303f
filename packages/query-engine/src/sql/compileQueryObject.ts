import type {
  AdhocColumn,
  NormalizedQueryObject,
  OrderByItem,
  QueryMetric,
  QueryObject,
} from '@sightline/core';
import { DTTM_ALIAS, getColumnLabel, getMetricLabel, normalizeQueryObject } from '@sightline/core';
import type { CellValue } from '../engine.js';
import { resolveColumn, resolveTimestampColumn, type ResolvedColumn } from './columns.js';
import { validateCustomSqlExpression, validateVirtualDatasetSql } from './customSql.js';
import type { CompileOptions, CompiledQuery, DatasetDescriptor, SqlFragment } from './datasetDescriptor.js';
import { getSqlDialect, type SqlDialectName } from './dialects/index.js';
import { compileFilter, timeBoundsFilter, type TimeContext } from './filters.js';
import { resolveMetric, type ResolvedMetric } from './metrics.js';
import { QueryCompileError } from './queryCompileError.js';
import { createQueryScope, datasetFromSql, type QueryScope } from './queryScope.js';
import { resolveTimeBounds, type TimeBounds } from './timeBounds.js';
import { timeFilterStatus } from './timeFilterStatus.js';

/** The parts of one query object every variant (main query, time offsets) shares. */
export interface QueryPlan {
  query: NormalizedQueryObject;
  scope: QueryScope;
  from: string;
  timestamp: ResolvedColumn | null;
  columns: ResolvedColumn[];
  metrics: ResolvedMetric[];
  where: string | null;
  having: string | null;
  rowLimit: number;
  /** Rows the executed SQL fetches beyond `rowLimit` (CompileOptions.truncationProbe). */
  probeRows: number;
}

interface WhereResult extends SqlFragment {
  appliedFilters: { column: string }[];
  rejectedFilters: { column: string; reason: string }[];
}

interface SelectResult extends WhereResult {
  /** `sql` with the row limit asked for (see CompiledQuery.displaySql). */
  displaySql: string;
}

const SERIES_LIMIT_ALIAS = 'series_limit';
const ROWCOUNT_LABEL = 'rowcount';

function validationError(message: string): QueryCompileError {
  return new QueryCompileError(message, 'QUERY_OBJECT_VALIDATION_ERROR');
}

function effectiveRowLimit(requested: number | null, options: CompileOptions): number {
  // 0 means "no limit" in Superset's API, which is still capped by the server's maximum.
  const limit = requested === null ? options.defaultRowLimit : requested;
  return limit === 0 ? options.maxRowLimit : Math.min(limit, options.maxRowLimit);
}

function rejectDuplicateLabels(labels: string[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const label of labels) (seen.has(label) ? duplicates : seen).add(label);
  if (duplicates.size > 0) {
    const list = [...duplicates].map((label) => `"${label}"`).join(', ');
    throw validationError(
      `Duplicate column/metric labels: ${list}. Please make sure all columns and metrics have a unique label.`,
    );
  }
}

export function planQuery(
  queryObject: QueryObject,
  dataset: DatasetDescriptor,
  dialectName: SqlDialectName,
  options: CompileOptions,
): QueryPlan {
  const scope = createQueryScope(dataset, getSqlDialect(dialectName));
  const query = normalizeQueryObject(queryObject);
  const virtualSql = dataset.sql?.trim() ? validateVirtualDatasetSql(dataset.sql, scope.dialect) : null;
  const timestamp =
    query.isTimeseries && query.granularity
      ? resolveTimestampColumn(query.granularity, query.extras.time_grain_sqla, scope, DTTM_ALIAS)
      : null;
  const columns = query.columns.map((column) => resolveColumn(column, scope));
  const metrics = (query.metrics ?? []).map((metric) => resolveMetric(metric, scope));
  if (!timestamp && columns.length === 0 && metrics.length === 0) throw validationError('Empty query?');
  rejectDuplicateLabels([
    ...(timestamp ? [timestamp.label] : []),
    ...columns.map((c) => c.label),
    ...metrics.map((m) => m.label),
  ]);
  const where = query.extras.where?.trim()
    ? validateCustomSqlExpression(query.extras.where, 'where', scope.dialect)
    : null;
  if (where !== null) scope.embedded.add({ kind: 'expression', place: 'where', text: where });
  const having = query.extras.having?.trim()
    ? validateCustomSqlExpression(query.extras.having, 'having', scope.dialect)
    : null;
  if (having !== null) scope.embedded.add({ kind: 'expression', place: 'having', text: having });
  return {
    query,
    scope,
    from: datasetFromSql(scope, virtualSql),
    timestamp,
    columns,
    metrics,
    where,
    having,
    rowLimit: effectiveRowLimit(query.rowLimit, options),
    probeRows: options.truncationProbe ? 1 : 0,
  };
}

/** WHERE conditions: the legacy granularity time range, the filters, then `extras.where`. */
export function whereClause(plan: QueryPlan, time: TimeContext): WhereResult {
  const { query, scope } = plan;
  const conditions: SqlFragment[] = [];
  const appliedFilters: { column: string }[] = [];
  const rejectedFilters: { column: string; reason: string }[] = [];
  if (query.granularity && query.timeRange) {
    const column = resolveTimestampColumn(query.granularity, null, scope, query.granularity);
    const bounds = resolveTimeBounds(query.timeRange, time);
    const fragment = timeBoundsFilter(column, bounds, scope);
    if (fragment) conditions.push(fragment);
  }
  for (const filter of query.filters) {
    const compiled = compileFilter(filter, scope, time);
    if (compiled.kind === 'rejected') {
      rejectedFilters.push({ column: compiled.column, reason: compiled.reason });
      continue;
    }
    appliedFilters.push({ column: compiled.column });
    if (compiled.fragment.sql) conditions.push(compiled.fragment);
  }
  if (plan.where) conditions.push({ sql: plan.where, params: [] });
  return {
    sql: conditions.map((c) => `(${c.sql})`).join(' AND '),
    params: conditions.flatMap((c) => c.params),
    appliedFilters,
    rejectedFilters,
  };
}

/** The metric series are ranked by: `series_limit_metric`, else the first metric. */
function seriesLimitMetricSql(plan: QueryPlan): string {
  const { query, scope } = plan;
  if (query.seriesLimitMetric) {
    const label = getMetricLabel(query.seriesLimitMetric);
    return (
      plan.metrics.find((metric) => metric.label === label)?.sql ??
      resolveMetric(query.seriesLimitMetric, scope).sql
    );
  }
  return (plan.metrics[0] as ResolvedMetric).sql;
}

/**
 * Top-N series: a subquery over the same filters (always the unshifted time range, so a time comparison
 * shows the same series) picks the N groups with the largest metric; the main query joins it.
 */
function seriesLimitJoin(plan: QueryPlan, innerWhere: WhereResult): SqlFragment | null {
  const { query, scope } = plan;
  if (query.seriesLimit <= 0 || plan.metrics.length === 0) return null;
  const seriesColumns =
    query.seriesColumns.length > 0
      ? query.seriesColumns.map((column) => {
          const label = getColumnLabel(column);
          return plan.columns.find((c) => c.label === label) ?? resolveColumn(column, scope);
        })
      : plan.columns.filter((column) => !column.isBaseAxis);
  if (seriesColumns.length === 0) return null;
  const { dialect } = scope;
  const inner = seriesColumns.map(
    (column) => `${column.sql} AS ${dialect.quoteIdentifier(`${column.label}__`)}`,
  );
  const direction = query.orderDesc ? 'DESC' : 'ASC';
  const sql = [
    `SELECT ${inner.join(', ')}`,
    `FROM ${plan.from}`,
    innerWhere.sql ? `WHERE ${innerWhere.sql}` : '',
    `GROUP BY ${seriesColumns.map((column) => column.sql).join(', ')}`,
    `ORDER BY ${seriesLimitMetricSql(plan)} ${direction}`,
    dialect.limitOffset(query.seriesLimit, 0),
  ]
    .filter(Boolean)
    .join(' ');
  const on = seriesColumns
    .map(
      (column) =>
        `${column.sql} = ${dialect.quoteIdentifier(SERIES_LIMIT_ALIAS)}.${dialect.quoteIdentifier(`${column.label}__`)}`,
    )
    .join(' AND ');
  return {
    sql: `JOIN (${sql}) AS ${dialect.quoteIdentifier(SERIES_LIMIT_ALIAS)} ON ${on}`,
    params: innerWhere.params,
  };
}

type OrderByTarget = OrderByItem[0];

/**
 * What an orderby entry names. Strings are saved metrics or columns (decided against the dataset);
 * objects are ad-hoc metrics, as in Superset, unless they carry the ad-hoc column markers.
 */
function orderByItem(
  target: OrderByTarget,
): { kind: 'column'; column: AdhocColumn } | { kind: 'metric'; metric: QueryMetric } {
  if (typeof target === 'object' && ('columnType' in target || 'isColumnReference' in target)) {
    return { kind: 'column', column: target as AdhocColumn };
  }
  if (typeof target === 'object' && !('expressionType' in target)) {
    return { kind: 'column', column: target as AdhocColumn };
  }
  return { kind: 'metric', metric: target as QueryMetric };
}

/**
 * One ORDER BY term: an item the query selects (ordered by its output name, so the expression is not
 * repeated), or an expression it does not select.
 */
export type OrderByTerm =
  | { kind: 'selected'; label: string; ascending: boolean }
  | { kind: 'column' | 'metric'; sql: string; ascending: boolean };

/** The query's ORDER BY, in order: its `orderby`, else the first metric in the `order_desc` direction. */
export function orderByTerms(plan: QueryPlan): OrderByTerm[] {
  const { query, scope } = plan;
  const selected = new Set<string>();
  for (const item of [plan.timestamp, ...plan.columns, ...plan.metrics]) if (item) selected.add(item.label);
  const terms = query.orderby.map(([target, ascending]): OrderByTerm => {
    const item = orderByItem(target);
    const label = item.kind === 'column' ? getColumnLabel(item.column) : getMetricLabel(item.metric);
    if (selected.has(label)) return { kind: 'selected', label, ascending };
    if (item.kind === 'column')
      return { kind: 'column', sql: resolveColumn(item.column, scope).sql, ascending };
    if (typeof item.metric === 'string' && !scope.metricsByName.has(item.metric)) {
      return { kind: 'column', sql: resolveColumn(item.metric, scope).sql, ascending };
    }
    return { kind: 'metric', sql: resolveMetric(item.metric, scope).sql, ascending };
  });
  if (terms.length === 0 && plan.metrics.length > 0) {
    terms.push({
      kind: 'selected',
      label: (plan.metrics[0] as ResolvedMetric).label,
      ascending: !query.orderDesc,
    });
  }
  return terms;
}

function orderByClause(plan: QueryPlan): string {
  const { dialect } = plan.scope;
  const terms = orderByTerms(plan).map(
    (term) =>
      `${term.kind === 'selected' ? dialect.quoteIdentifier(term.label) : term.sql} ${term.ascending ? 'ASC' : 'DESC'}`,
  );
  return terms.length > 0 ? `ORDER BY ${terms.join(', ')}` : '';
}

/** One SELECT over the plan; `paged: false` leaves out ORDER BY, LIMIT and OFFSET (row counts). */
export function buildSelect(plan: QueryPlan, time: TimeContext, { paged } = { paged: true }): SelectResult {
  const { scope, metrics } = plan;
  const { dialect } = scope;
  const dimensions = [...(plan.timestamp ? [plan.timestamp] : []), ...plan.columns];
  const selectList = [...dimensions, ...metrics].map(
    (item) => `${item.sql} AS ${dialect.quoteIdentifier(item.label)}`,
  );
  const where = whereClause(plan, time);
  const join = seriesLimitJoin(plan, time.shift ? whereClause(plan, { now: time.now }) : where);
  const grouped = metrics.length > 0 && dimensions.length > 0;
  const body = [
    `SELECT ${selectList.join(', ')}`,
    `FROM ${plan.from}`,
    join?.sql ?? '',
    where.sql ? `WHERE ${where.sql}` : '',
    grouped ? `GROUP BY ${dimensions.map((d) => d.sql).join(', ')}` : '',
    plan.having && metrics.length > 0 ? `HAVING (${plan.having})` : '',
    paged ? orderByClause(plan) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const params: CellValue[] = [...(join?.params ?? []), ...where.params];
  const withLimit = (limit: number) => {
    const clause = paged ? dialect.limitOffset(limit, plan.query.rowOffset) : '';
    return clause ? `${body}\n${clause}` : body;
  };
  const sql = withLimit(plan.rowLimit + plan.probeRows);
  return {
    sql,
    displaySql: plan.probeRows > 0 ? withLimit(plan.rowLimit) : sql,
    params,
    appliedFilters: where.appliedFilters,
    rejectedFilters: where.rejectedFilters,
  };
}

/** Superset's row count query: the same query without order and limits, counted. */
function rowcountSelect(plan: QueryPlan, time: TimeContext): SelectResult {
  const inner = buildSelect(plan, time, { paged: false });
  const label = plan.scope.dialect.quoteIdentifier(ROWCOUNT_LABEL);
  const sql = `SELECT COUNT(*) AS ${label}\nFROM (${inner.sql}) AS rowcount_qry`;
  return { ...inner, sql, displaySql: sql };
}

/** The main time range: `time_range`, else the first TEMPORAL_RANGE filter's range (the x-axis form). */
function queryTimeBounds(query: NormalizedQueryObject, time: TimeContext): TimeBounds {
  const temporalFilter = query.filters.find(
    (filter) => filter.op === 'TEMPORAL_RANGE' && typeof filter.val === 'string',
  );
  const range = query.timeRange ?? (temporalFilter?.val as string | undefined) ?? null;
  return range ? resolveTimeBounds(range, time) : { since: null, until: null };
}

function resultLabels(
  plan: QueryPlan,
): Pick<CompiledQuery, 'columnLabels' | 'metricLabels' | 'temporalColumnLabels'> {
  if (plan.query.isRowcount)
    return { columnLabels: [], metricLabels: [ROWCOUNT_LABEL], temporalColumnLabels: [] };
  const dimensions = [...(plan.timestamp ? [plan.timestamp] : []), ...plan.columns];
  return {
    columnLabels: dimensions.map((c) => c.label),
    metricLabels: plan.metrics.map((m) => m.label),
    temporalColumnLabels: dimensions.filter((c) => c.temporal).map((c) => c.label),
  };
}

/** The time context of the main query: the server's now, the query's time shift and relative anchors. */
export function mainTimeContext(plan: QueryPlan, options: CompileOptions): TimeContext {
  return {
    now: options.now,
    shift: plan.query.timeShift ?? undefined,
    relativeStart: plan.query.extras.relative_start ?? null,
    relativeEnd: plan.query.extras.relative_end ?? null,
  };
}

/**
 * Compiles one Superset query object against a dataset into SQL for an engine dialect, with every value
 * a bound `?` parameter. Bad input (unknown column or metric, rejected custom SQL) throws
 * `QueryCompileError`; filters on unknown columns are reported in `rejectedFilters` instead.
 */
export function compileQueryObject(
  query: QueryObject,
  dataset: DatasetDescriptor,
  dialect: SqlDialectName,
  options: CompileOptions,
): CompiledQuery {
  const plan = planQuery(query, dataset, dialect, options);
  const mainTime = mainTimeContext(plan, options);
  const anchors = { relativeStart: mainTime.relativeStart, relativeEnd: mainTime.relativeEnd };
  const main = plan.query.isRowcount ? rowcountSelect(plan, mainTime) : buildSelect(plan, mainTime);
  const bounds = queryTimeBounds(plan.query, mainTime);
  const timeOffsets = plan.query.timeOffsets.map((offset) => {
    if (!bounds.since || !bounds.until) {
      throw validationError(
        'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
      );
    }
    const shifted = buildSelect(plan, { now: options.now, shift: offset, ...anchors });
    return { offset, sql: shifted.sql, displaySql: shifted.displaySql, params: shifted.params };
  });
  const timeExtras = timeFilterStatus(query.applied_time_extras, dataset);
  return {
    sql: main.sql,
    params: main.params,
    displaySql: main.displaySql,
    ...resultLabels(plan),
    appliedFilters: [...main.appliedFilters, ...timeExtras.applied],
    rejectedFilters: [...main.rejectedFilters, ...timeExtras.rejected],
    fromDttm: bounds.since ? bounds.since.getTime() : null,
    toDttm: bounds.until ? bounds.until.getTime() : null,
    rowLimit: plan.rowLimit,
    timeOffsets,
    embeddedSql: plan.scope.embedded.list(),
  };
}
