import type { TimeGrain } from '@sightline/core';
import { closingQuote } from '../engines/placeholders.js';
import type { DatasetDescriptor } from './datasetDescriptor.js';
import type { SqlDialect } from './dialects/index.js';
import type { SharedScan, SharedScanSlice } from './sharedScanTypes.js';
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
  type Dimension,
} from './sharedScanParts.js';

/**
 * A shared statement in two steps, for members whose metrics can be summed up again (COUNT, SUM, MIN,
 * MAX, and AVG of a numeric column, in any expression of them). The rows are read once and grouped by
 * the fewest grouping sets that hold every member's dimensions: a member grouped by device is answered
 * from the rows grouped by device and browser, and day, week and month of one time column all come from
 * its days. Each member then groups those few pre-aggregated rows again by its own dimensions. On the
 * example dashboard, 13 grouping sets over the rows become 6, and the statement takes half the time.
 *
 * Re-aggregating changes no value for COUNT, MIN and MAX, nor for SUM and AVG of integers or decimals
 * (exact sums); sums of floating-point columns may differ in their last digits, as they do between two
 * runs of the same query on several threads.
 */

const AGGREGATES = new Set(['COUNT', 'SUM', 'MIN', 'MAX', 'AVG']);

interface AggregateCall {
  start: number;
  end: number;
  name: string;
  argument: string;
}

/** The index after the parenthesis closing the one at `open`, or -1. */
function closingParen(sql: string, open: number): number {
  let depth = 0;
  for (let i = open; i < sql.length;) {
    const char = sql[i]!;
    if (char === "'" || char === '"') {
      i = closingQuote(sql, i, sql[i]!);
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}

/**
 * The aggregate calls in a plain aggregate metric's text (isPlainAggregate has checked it: no nested
 * aggregates, no DISTINCT, no window, every column inside an aggregate), or null when the text has
 * something this cannot rewrite safely (comments, FILTER or WITHIN GROUP after a call).
 */
export function aggregateCalls(sql: string): AggregateCall[] | null {
  const calls: AggregateCall[] = [];
  let previous = '';
  for (let i = 0; i < sql.length;) {
    const char = sql[i]!;
    if (char === "'" || char === '"') {
      i = closingQuote(sql, i, sql[i]!);
      previous = char;
      continue;
    }
    if ((char === '-' && sql[i + 1] === '-') || (char === '/' && sql[i + 1] === '*')) return null;
    const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))?.[0];
    if (!word) {
      if (!/\s/.test(char)) previous = char;
      i += 1;
      continue;
    }
    const open = i + word.length + (/^\s*/.exec(sql.slice(i + word.length))?.[0].length ?? 0);
    const name = word.toUpperCase();
    if (previous !== '.' && AGGREGATES.has(name) && sql[open] === '(') {
      const end = closingParen(sql, open);
      if (end < 0) return null;
      const argument = sql.slice(open + 1, end - 1).trim();
      if (/^(DISTINCT|ALL)\b/i.test(argument)) return null;
      if (/^\s*(FILTER|WITHIN|OVER)\b/i.test(sql.slice(end))) return null;
      calls.push({ start: i, end, name, argument });
      i = end;
      previous = ')';
      continue;
    }
    i += word.length;
    previous = word;
  }
  return calls;
}

/** Whether `argument` names a physical numeric column of the dataset (AVG is then SUM / COUNT). */
function isNumericColumn(argument: string, dataset: DatasetDescriptor, dialect: SqlDialect): boolean {
  return dataset.columns.some(
    (column) =>
      !column.expression?.trim() &&
      column.type_generic === 0 &&
      (argument === column.column_name || argument === dialect.quoteIdentifier(column.column_name)),
  );
}

/**
 * The metric as the second step computes it from pre-aggregated columns (added to `partials`), or null
 * when it cannot be.
 */
function rolledUpMetric(
  sql: string,
  partials: ColumnRegistry,
  dataset: DatasetDescriptor,
  dialect: SqlDialect,
): string | null {
  const calls = aggregateCalls(sql);
  if (!calls || calls.length === 0) return null;
  const quote = (name: string) => dialect.quoteIdentifier(name);
  let rewritten = '';
  let at = 0;
  for (const call of calls) {
    const text = sql.slice(call.start, call.end);
    let combined: string;
    if (call.name === 'COUNT') combined = `CAST(COALESCE(SUM(${quote(partials.add(text))}), 0) AS BIGINT)`;
    else if (call.name === 'AVG') {
      if (!isNumericColumn(call.argument, dataset, dialect)) return null;
      const sum = quote(partials.add(`SUM(${call.argument})`));
      const count = quote(partials.add(`COUNT(${call.argument})`));
      combined = `(CAST(SUM(${sum}) AS DOUBLE) / SUM(${count}))`;
    } else combined = `${call.name}(${quote(partials.add(text))})`;
    rewritten += sql.slice(at, call.start) + combined;
    at = call.end;
  }
  return rewritten + sql.slice(at);
}

/** Seconds of the grains within a day: each divides a day, so a day's buckets never straddle them. */
const SECONDS: Partial<Record<TimeGrain, number>> = {
  PT1S: 1,
  PT5S: 5,
  PT30S: 30,
  PT1M: 60,
  PT5M: 300,
  PT10M: 600,
  PT15M: 900,
  PT30M: 1800,
  PT1H: 3600,
  PT6H: 21_600,
  P1D: 86_400,
};

/** Whether every bucket of grain `fine` lies within one bucket of grain `coarse`. */
function nests(fine: TimeGrain, coarse: TimeGrain, dialect: SqlDialect): boolean {
  if (dialect.timeGrain(fine, 'x') === dialect.timeGrain(coarse, 'x')) return true;
  const fineSeconds = SECONDS[fine];
  if (fineSeconds !== undefined) {
    const coarseSeconds = SECONDS[coarse];
    return coarseSeconds === undefined || coarseSeconds % fineSeconds === 0;
  }
  return (fine === 'P1M' && (coarse === 'P3M' || coarse === 'P1Y')) || (fine === 'P3M' && coarse === 'P1Y');
}

/** Time columns whose grains may be derived from a finer grain's values (the value keeps its type). */
const DERIVABLE_TIME_TYPES = /^(TIMESTAMP|DATETIME)$/i;

interface FirstStepDimensions {
  /** The first step's dimension expressions (its GROUP BY columns). */
  registry: ColumnRegistry;
  /** For a member's dimension: its first-step column, and its expression in the second step. */
  of(dimension: Dimension): { index: number; sql: string };
}

/**
 * The first step's dimensions: each member dimension's own expression, except that a grain of a
 * TIMESTAMP column comes from a finer grain of it that the statement groups by anyway (days give weeks
 * and months; months give years, weeks do not).
 */
function firstStepDimensions(chunk: Candidate[], dialect: SqlDialect): FirstStepDimensions {
  const grainsByInput = new Map<string, Set<TimeGrain>>();
  for (const c of chunk) {
    for (const d of c.dimensions) {
      if (!d.grain || !DERIVABLE_TIME_TYPES.test(d.grain.columnType ?? '')) continue;
      const grains = grainsByInput.get(d.grain.input) ?? new Set<TimeGrain>();
      grains.add(d.grain.grain);
      grainsByInput.set(d.grain.input, grains);
    }
  }
  // Each grain comes from the present grain nesting in it that nests in the most present grains.
  const baseGrain = new Map<string, TimeGrain>();
  for (const [input, present] of grainsByInput) {
    const grains = [...present];
    const reach = (fine: TimeGrain) => grains.filter((g) => nests(fine, g, dialect)).length;
    for (const grain of grains) {
      const finer = grains.filter((fine) => nests(fine, grain, dialect));
      const base = finer.reduce((best, fine) => (reach(fine) > reach(best) ? fine : best), grain);
      baseGrain.set(`${input}\u0000${grain}`, base);
    }
  }
  const registry = new ColumnRegistry('__b');
  const quote = (name: string) => dialect.quoteIdentifier(name);
  return {
    registry,
    of(dimension) {
      const { grain } = dimension;
      const base = grain ? baseGrain.get(`${grain.input}\u0000${grain.grain}`) : undefined;
      if (!grain || base === undefined) {
        const column = registry.add(dimension.sql);
        return { index: registry.indexOf(dimension.sql), sql: quote(column) };
      }
      const baseSql = dialect.timeGrain(base, grain.input);
      const column = quote(registry.add(baseSql));
      const sql = base === grain.grain ? column : dialect.timeGrain(grain.grain, column);
      return { index: registry.indexOf(baseSql), sql };
    },
  };
}

/** The sets not within another (each member is answered from the first one holding its own). */
function widestSets(sets: number[][]): number[][] {
  const unique = [...new Map(sets.map((set) => [set.join(','), set])).values()];
  const within = (a: number[], b: number[]) => a.length < b.length && a.every((i) => b.includes(i));
  return unique.filter((set) => !unique.some((other) => within(set, other)));
}

/**
 * The two-step statement for `chunk` (members over the same FROM and WHERE), or null when one of its
 * metrics (or ORDER BY metrics) cannot be re-aggregated.
 */
export function buildRollupScan(
  chunk: Candidate[],
  dialect: SqlDialect,
  dataset: DatasetDescriptor,
): SharedScan | null {
  const quote = (name: string) => dialect.quoteIdentifier(name);
  const partials = new ColumnRegistry('__p');
  const metricSql = new Map<string, string>();
  for (const c of chunk) {
    for (const sql of [
      ...c.metrics.map((m) => m.sql),
      ...c.order.filter((o) => o.metric).map((o) => o.sql),
    ]) {
      if (metricSql.has(sql)) continue;
      const rolled = rolledUpMetric(sql, partials, dataset, dialect);
      if (rolled === null) return null;
      metricSql.set(sql, rolled);
    }
  }
  const first = firstStepDimensions(chunk, dialect);
  const dims = new ColumnRegistry('__d');
  const metrics = new ColumnRegistry('__m');
  const members = chunk.map((c) => {
    const own = c.dimensions.map((d) => first.of(d));
    const slice: SharedScanSlice = {
      member: c.member,
      fields: [
        ...c.dimensions.map((d, i) => ({ column: dims.add(own[i]!.sql), label: d.label })),
        ...c.metrics.map((m) => ({ column: metrics.add(metricSql.get(m.sql)!), label: m.label })),
      ],
    };
    /** The columns its branch computes: its own, and what it orders by. */
    const computed = new Set(slice.fields.map((f) => f.column));
    const order = c.order.map((o) => {
      const dimension = c.dimensions.findIndex((d) => d.sql === o.sql);
      const column = o.metric ? metrics.add(metricSql.get(o.sql)!) : dims.add(own[dimension]!.sql);
      computed.add(column);
      return `${quote(column)} ${o.ascending ? 'ASC' : 'DESC'}`;
    });
    const set = [...new Set(own.map((o) => o.index))].sort((a, b) => a - b);
    return { candidate: c, slice, computed, order, set };
  });
  const baseCount = first.registry.sqls.length;
  const sets = widestSets(members.map((m) => m.set));
  const branches = (output: string) =>
    members.map(({ candidate, computed, order, set }, position) => {
      // The narrowest first-step grouping set that holds the member's dimensions.
      const from = sets
        .filter((s) => set.every((i) => s.includes(i)))
        .sort((a, b) => a.length - b.length)[0]!;
      const value = (registry: ColumnRegistry) =>
        registry.sqls.map((sql, i) => {
          const column = registry.column(i);
          return `${computed.has(column) ? sql : 'NULL'} AS ${quote(column)}`;
        });
      const ownDims = dims.sqls.filter((_, i) => computed.has(dims.column(i)));
      const values = [`${position} AS ${quote(BRANCH_COLUMN)}`, ...value(dims), ...value(metrics)];
      const grouped =
        `SELECT ${values.join(', ')} FROM ${quote(SCAN_NAME)} ` +
        `WHERE ${quote(GROUPING_COLUMN)} = ${groupingMask(from, baseCount)}` +
        (ownDims.length > 0 ? ` GROUP BY ${ownDims.join(', ')}` : '');
      return (
        `SELECT ${output} FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY ${order.join(', ')}) AS ${quote(ROW_NUMBER_COLUMN)} ` +
        `FROM (${grouped}) AS ${quote(`rollup_${position}`)}) AS ${quote(`branch_${position}`)} ` +
        `WHERE ${quote(ROW_NUMBER_COLUMN)} <= ${candidate.fetchRows}`
      );
    });
  const sql = sharedStatementSql(
    {
      dimensions: first.registry.sqls,
      columns: [
        ...first.registry.sqls.map((sql, i) => `${sql} AS ${quote(first.registry.column(i))}`),
        ...partials.sqls.map((sql, i) => `${sql} AS ${quote(partials.column(i))}`),
      ],
      rows: chunk[0]!,
      groupingSets: sets,
      output: [...registryColumns(dims), ...registryColumns(metrics)],
      branches,
    },
    quote,
  );
  return { sql, params: [...chunk[0]!.where.params], slices: members.map((m) => m.slice) };
}
