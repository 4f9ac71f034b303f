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
