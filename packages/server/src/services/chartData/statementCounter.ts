import type { AppDeps } from '../../appDeps.js';

/**
 * SQL statements the chart-data pipeline has sent to analytics engines since the app started (main
 * queries, time offsets, shared scans; not dataset introspection or SQL Lab). The dashboard benchmark
 * and the shared-scan tests read it through `chartDataStatementCount`; it is not exposed over HTTP.
 */
export interface StatementCounter {
  count(): void;
  readonly total: number;
}

export function createStatementCounter(): StatementCounter {
  let total = 0;
  return {
    count() {
      total += 1;
    },
    get total() {
      return total;
    },
  };
}

/** Statements the chart-data pipeline of this app has run so far. */
export function chartDataStatementCount(deps: AppDeps): number {
  return deps.chartData.statements.total;
}
