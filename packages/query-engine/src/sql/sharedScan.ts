import type { Frame } from '../frame/frame.js';
import { buildSelect, mainTimeContext, orderByTerms, planQuery, whereClause } from './compileQueryObject.js';
import type { DatasetDescriptor } from './datasetDescriptor.js';
import { getSqlDialect, type SqlDialect, type SqlDialectName } from './dialects/index.js';
import { isPlainAggregate } from './plainAggregate.js';
import {
  BRANCH_COLUMN,
  ColumnRegistry,
  GROUPING_COLUMN,
  ROW_NUMBER_COLUMN,
  SCAN_NAME,
  groupingMask,
  registryColumns,
  sharedStatementSql,
  type Candidate,
} from './sharedScanParts.js';
import { buildRollupScan } from './sharedScanRollup.js';
import {
  DEFAULT_SHARED_SCAN_LIMITS,
  type SharedScan,
  type SharedScanLimits,
  type SharedScanMember,
  type SharedScanPlan,
  type SharedScanSlice,
} from './sharedScanTypes.js';

/**
 * Shared scans: aggregate queries over the same dataset, filters and time range (the same FROM and
 * WHERE, parameters included) compiled into one statement that reads the rows once. The rows are
 * grouped by every member's dimensions at once (GROUP BY GROUPING SETS), and each member then takes its
 * own grouping set, ordered and limited by its own ORDER BY and LIMIT, in SQL, so the engine decides
 * ordering, ties, NULL placement and collation exactly as it does for the member alone. A query is left
 * to run on its own whenever its result could differ or the sharing would not pay (see `analyse`).
 * When every metric of a statement can be aggregated again, the statement groups the rows by fewer,
 * wider sets and each member re-aggregates its own from them (sharedScanRollup.ts); otherwise each
 * member's grouping set is computed from the rows (`buildScan`).
 */

/** Engines whose GROUPING SETS, GROUPING() and MATERIALIZED common table expressions this is tested on. */
export const SHARED_SCAN_DIALECTS: ReadonlySet<SqlDialectName> = new Set<SqlDialectName>(['duckdb']);

/** Why a query runs on its own, or null when it may share a scan. */
function analyse(
  member: SharedScanMember,
  index: number,
  dataset: DatasetDescriptor,
  dialectName: SqlDialectName,
  dialect: SqlDialect,
): Candidate | string {
  const plan = planQuery(member.query, dataset, dialectName, member.options);
  const { query } = plan;
  if (query.isRowcount) return 'row count query';
  const time = mainTimeContext(plan, member.options);
  // The main SELECT compileQueryObject writes, from this same plan.
  if (member.expectedSql !== undefined && buildSelect(plan, time).sql !== member.expectedSql) {
    return 'compiled differently';
  }
  if (plan.metrics.length === 0) return 'no metrics (rows, not groups)';
  if (plan.having) return 'HAVING';
  if (query.seriesLimit > 0) return 'series limit';
  if (query.timeOffsets.length > 0) return 'time comparison';
  if (query.rowOffset > 0) return 'row offset';
  const notPlain = plan.metrics.find((metric) => !isPlainAggregate(metric.sql, dialect));
  if (notPlain) return `metric ${notPlain.label} is not a plain aggregate`;
  const dimensions = [...(plan.timestamp ? [plan.timestamp] : []), ...plan.columns];
  const selected = new Map<string, { sql: string; metric: boolean }>();
  for (const d of dimensions) selected.set(d.label, { sql: d.sql, metric: false });
  for (const m of plan.metrics) selected.set(m.label, { sql: m.sql, metric: true });
  const order: Candidate['order'] = [];
  for (const term of orderByTerms(plan)) {
    if (term.kind === 'selected') {
      order.push({ ...selected.get(term.label)!, ascending: term.ascending });
    } else if (term.kind === 'metric' && isPlainAggregate(term.sql, dialect)) {
      order.push({ sql: term.sql, ascending: term.ascending, metric: true });
    } else {
      return 'orders by an expression it does not select';
    }
  }
  const where = whereClause(plan, time);
  return {
    member: index,
    from: plan.from,
    where: { sql: where.sql, params: where.params },
    dimensions,
    metrics: plan.metrics,
    order,
    fetchRows: plan.rowLimit + plan.probeRows,
  };
}

function buildScan(chunk: Candidate[], dialect: SqlDialect): SharedScan {
  const quote = (name: string) => dialect.quoteIdentifier(name);
  const dims = new ColumnRegistry('__d');
  const metrics = new ColumnRegistry('__m');
  const slices: SharedScanSlice[] = chunk.map((c) => ({
    member: c.member,
    fields: [
      ...c.dimensions.map((d) => ({ column: dims.add(d.sql), label: d.label })),
      ...c.metrics.map((m) => ({ column: metrics.add(m.sql), label: m.label })),
    ],
  }));
  const orders = chunk.map((c) =>
    c.order.map(
      (o) => `${quote(o.metric ? metrics.add(o.sql) : dims.add(o.sql))} ${o.ascending ? 'ASC' : 'DESC'}`,
    ),
  );
  const dimensionCount = dims.sqls.length;
  const setsByKey = new Map<string, number[]>();
  const masks = chunk.map((c) => {
    const set = [...new Set(c.dimensions.map((d) => dims.indexOf(d.sql)))].sort((a, b) => a - b);
    setsByKey.set(set.join(','), set);
    return groupingMask(set, dimensionCount);
  });
  const first = chunk[0]!;
  const sql = sharedStatementSql(
    {
      dimensions: dims.sqls,
      columns: [
        ...dims.sqls.map((sql, i) => `${sql} AS ${quote(dims.column(i))}`),
        ...metrics.sqls.map((sql, i) => `${sql} AS ${quote(metrics.column(i))}`),
      ],
      rows: first,
      groupingSets: [...setsByKey.values()],
      output: [...registryColumns(dims), ...registryColumns(metrics)],
      branches: (output) =>
        chunk.map(
          (c, position) =>
            `SELECT ${output} FROM (SELECT *, ${position} AS ${quote(BRANCH_COLUMN)}, ` +
            `ROW_NUMBER() OVER (ORDER BY ${orders[position]!.join(', ')}) AS ${quote(ROW_NUMBER_COLUMN)} ` +
            `FROM ${quote(SCAN_NAME)} WHERE ${quote(GROUPING_COLUMN)} = ${masks[position]}) AS ${quote(`branch_${position}`)} ` +
            `WHERE ${quote(ROW_NUMBER_COLUMN)} <= ${c.fetchRows}`,
        ),
    },
    quote,
  );
  return { sql, params: [...first.where.params], slices };
}

/** Splits candidates sharing FROM and WHERE into statements within the limits, in member order. */
function chunksOf(group: Candidate[], limits: SharedScanLimits): Candidate[][] {
  const chunks: Candidate[][] = [];
  let current: Candidate[] = [];
  let rows = 0;
  let dimensions = new Set<string>();
  for (const candidate of group) {
    const joined = new Set([...dimensions, ...candidate.dimensions.map((d) => d.sql)]);
    const fits =
      current.length < limits.maxMembers &&
      rows + candidate.fetchRows <= limits.maxRows &&
      joined.size <= limits.maxDimensions;
    if (!fits && current.length > 0) {
      chunks.push(current);
      current = [];
      rows = 0;
      dimensions = new Set();
    }
    current.push(candidate);
    rows += candidate.fetchRows;
    dimensions = new Set([...dimensions, ...candidate.dimensions.map((d) => d.sql)]);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Decides which of `members` (query objects over one dataset) share a scan, and writes each shared
 * statement. Members that cannot, or that have nothing to share with, are listed in `separate`.
 */
export function planSharedScans(
  members: readonly SharedScanMember[],
  dataset: DatasetDescriptor,
  dialectName: SqlDialectName,
  limits: SharedScanLimits = DEFAULT_SHARED_SCAN_LIMITS,
): SharedScanPlan {
  const separate: SharedScanPlan['separate'] = [];
  if (!SHARED_SCAN_DIALECTS.has(dialectName)) {
    return { scans: [], separate: members.map((_, member) => ({ member, reason: 'engine' })) };
  }
  const dialect = getSqlDialect(dialectName);
  const groups = new Map<string, Candidate[]>();
  members.forEach((member, index) => {
    let analysed: Candidate | string;
    try {
      analysed = analyse(member, index, dataset, dialectName, dialect);
    } catch (error) {
      analysed = `does not compile: ${(error as Error).message}`;
    }
    if (typeof analysed === 'string') {
      separate.push({ member: index, reason: analysed });
      return;
    }
    const fits = analysed.fetchRows <= limits.maxRows && analysed.dimensions.length <= limits.maxDimensions;
    if (!fits) {
      separate.push({ member: index, reason: 'larger than a shared scan allows' });
      return;
    }
    const key = JSON.stringify([analysed.from, analysed.where.sql, analysed.where.params]);
    groups.set(key, [...(groups.get(key) ?? []), analysed]);
  });
  const scans: SharedScan[] = [];
  for (const group of groups.values()) {
    for (const chunk of chunksOf(group, limits)) {
      if (chunk.length === 1) separate.push({ member: chunk[0]!.member, reason: 'nothing to share with' });
      else scans.push(buildRollupScan(chunk, dialect, dataset) ?? buildScan(chunk, dialect));
    }
  }
  separate.sort((a, b) => a.member - b.member);
  return { scans, separate };
}

/**
 * The shared statement's result cut into one frame per member, in `scan.slices` order: its own rows
 * (in its own order) and its own columns, named with its labels.
 */
export function sliceSharedScan(frame: Frame, scan: SharedScan): Frame[] {
  const byName = new Map(frame.fields.map((field) => [field.name, field]));
  const branch = byName.get(BRANCH_COLUMN)?.values ?? [];
  return scan.slices.map((slice, position) => {
    let start = 0;
    while (start < frame.length && Number(branch[start]) !== position) start += 1;
    let end = start;
    while (end < frame.length && Number(branch[end]) === position) end += 1;
    return {
      length: end - start,
      fields: slice.fields.map(({ column, label }) => {
        const field = byName.get(column);
        if (!field) throw new Error(`The shared scan's result has no column ${column}`);
        return { ...field, name: label, values: field.values.slice(start, end) };
      }),
    };
  });
}
