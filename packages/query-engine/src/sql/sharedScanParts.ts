import type { TimeGrainOf } from './columns.js';
import type { SqlFragment } from './datasetDescriptor.js';

/** What the two ways of writing a shared statement (sharedScan.ts, sharedScanRollup.ts) share. */

export const SCAN_NAME = 'shared_scan';
export const BRANCH_COLUMN = '__q';
export const ROW_NUMBER_COLUMN = '__rn';
export const GROUPING_COLUMN = '__grouping';

export interface Expression {
  sql: string;
  label: string;
}

export interface Dimension extends Expression {
  grain: TimeGrainOf | null;
}

/** One member that may share a scan: its SQL parts, and the statement key it shares with others. */
export interface Candidate {
  member: number;
  from: string;
  where: SqlFragment;
  dimensions: Dimension[];
  metrics: Expression[];
  /** ORDER BY terms as expressions (selected items by their expression, others as extra metrics). */
  order: { sql: string; ascending: boolean; metric: boolean }[];
  /** Rows its own SQL fetches (row limit plus the truncation probe). */
  fetchRows: number;
}

/** Distinct expressions get one column each: `__d0`, `__m0`... */
export class ColumnRegistry {
  readonly sqls: string[] = [];
  private readonly index = new Map<string, number>();
  constructor(private readonly prefix: string) {}
  add(sql: string): string {
    let i = this.index.get(sql);
    if (i === undefined) {
      i = this.sqls.length;
      this.sqls.push(sql);
      this.index.set(sql, i);
    }
    return this.column(i);
  }
  column(i: number): string {
    return `${this.prefix}${i}`;
  }
  has(sql: string): boolean {
    return this.index.has(sql);
  }
  indexOf(sql: string): number {
    return this.index.get(sql)!;
  }
}

/**
 * GROUPING(d0, ..., dn-1) of a row of the grouping set `set` (indexes of the grouped dimensions): bit
 * n-1-i is set when d_i is not grouped.
 */
export function groupingMask(set: readonly number[], dimensionCount: number): number {
  let mask = 0;
  for (let i = 0; i < dimensionCount; i += 1) if (!set.includes(i)) mask += 2 ** (dimensionCount - 1 - i);
  return mask;
}

export interface SharedStatementParts {
  /** The first step's dimension expressions (GROUPING() of them is selected last) and other columns. */
  dimensions: readonly string[];
  columns: readonly string[];
  /** The rows' FROM and WHERE (the members share them). */
  rows: Pick<Candidate, 'from' | 'where'>;
  /** GROUP BY GROUPING SETS, each as indexes into `dimensions`. */
  groupingSets: readonly (readonly number[])[];
  /** The columns every branch selects, in order after the branch and row number columns. */
  output: readonly string[];
  /** Each member's branch, given the list of columns it must select. */
  branches: (output: string) => string[];
}

/**
 * The shared statement: the first step grouped into a MATERIALIZED common table expression, then one
 * branch per member (UNION ALL), ordered by branch and row number so that slices are contiguous.
 */
export function sharedStatementSql(parts: SharedStatementParts, quote: (name: string) => string): string {
  const { dimensions, rows } = parts;
  const grouping = dimensions.length > 0 ? `GROUPING(${dimensions.join(', ')})` : '0';
  const scan = [
    `SELECT ${[...parts.columns, `${grouping} AS ${quote(GROUPING_COLUMN)}`].join(', ')}`,
    `FROM ${rows.from}`,
    rows.where.sql ? `WHERE ${rows.where.sql}` : '',
    dimensions.length > 0
      ? `GROUP BY GROUPING SETS (${parts.groupingSets
          .map((set) => `(${set.map((i) => dimensions[i]).join(', ')})`)
          .join(', ')})`
      : '',
  ].filter(Boolean);
  const output = [BRANCH_COLUMN, ROW_NUMBER_COLUMN, ...parts.output].map(quote).join(', ');
  return [
    `WITH ${quote(SCAN_NAME)} AS MATERIALIZED (`,
    ...scan,
    ')',
    parts.branches(output).join('\nUNION ALL\n'),
    `ORDER BY ${quote(BRANCH_COLUMN)}, ${quote(ROW_NUMBER_COLUMN)}`,
  ].join('\n');
}

/** The columns of a registry, in order. */
export const registryColumns = (registry: ColumnRegistry): string[] =>
  registry.sqls.map((_, i) => registry.column(i));
