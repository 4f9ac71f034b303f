import { parseAsSelectColumn } from './customSql.js';
import type { SqlDialect } from './dialects/index.js';

/**
 * Whether a metric's SQL is a plain aggregate: every column it reads sits inside COUNT, SUM, MIN, MAX
 * or AVG, with no DISTINCT, no window (OVER), no GROUPING() and no sub-query. Such an expression gives
 * each group the same value whether the group was computed alone (GROUP BY) or as one grouping set
 * among others (GROUP BY GROUPING SETS), which is what a shared scan relies on. Anything else, and any
 * text the checker's grammar cannot parse, is not plain: the query then runs on its own.
 *
 * COUNT(DISTINCT ...) would give the same values, but DuckDB computes distinct aggregates over grouping
 * sets about twenty times slower than alone, so sharing the scan would cost time instead of saving it.
 */

const PLAIN_AGGREGATES = new Set(['COUNT', 'SUM', 'MIN', 'MAX', 'AVG']);

type Node = Record<string, unknown>;

interface Walk {
  aggregates: number;
  plain: boolean;
}

function functionName(node: Node): string {
  const name = node['name'];
  if (typeof name === 'string') return name.toUpperCase();
  const parts = (name as { name?: { value?: unknown }[] } | null)?.name ?? [];
  return parts
    .map((part) => String(part.value ?? ''))
    .join('.')
    .toUpperCase();
}

function walk(node: unknown, insideAggregate: boolean, state: Walk): void {
  if (!state.plain) return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, insideAggregate, state);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Node;
  const type = record['type'];
  if (type === 'select' || 'ast' in record || (record['over'] !== undefined && record['over'] !== null)) {
    state.plain = false;
    return;
  }
  if (type === 'aggr_func') {
    const args = record['args'] as Node | undefined;
    if (insideAggregate || !PLAIN_AGGREGATES.has(functionName(record)) || args?.['distinct']) {
      state.plain = false;
      return;
    }
    state.aggregates += 1;
    for (const value of Object.values(record)) walk(value, true, state);
    return;
  }
  if (type === 'function' && functionName(record) === 'GROUPING') {
    state.plain = false;
    return;
  }
  if (type === 'column_ref' && !insideAggregate) {
    state.plain = false;
    return;
  }
  for (const value of Object.values(record)) walk(value, insideAggregate, state);
}

function checkPlainAggregate(sql: string, dialect: SqlDialect): boolean {
  let statement: unknown;
  try {
    const statements = parseAsSelectColumn(sql, dialect);
    statement = statements.length === 1 ? statements[0] : null;
  } catch {
    return false;
  }
  const columns = (statement as Node | null)?.['columns'];
  if (!Array.isArray(columns) || columns.length !== 1) return false;
  const state: Walk = { aggregates: 0, plain: true };
  walk((columns[0] as Node)['expr'], false, state);
  return state.plain && state.aggregates > 0;
}

/** Verdicts for recent texts: a dashboard sends the same metrics on every load. */
const MAX_VERDICTS = 1000;
const verdicts = new Map<string, boolean>();

export function isPlainAggregate(sql: string, dialect: SqlDialect): boolean {
  const key = `${dialect.parserDatabase}\u0000${sql}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = checkPlainAggregate(sql, dialect);
    if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(key, verdict);
  }
  return verdict;
}
