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

const counters = new WeakMap<AppDeps, StatementCounter>();

export function statementCounterFor(deps: AppDeps): StatementCounter {
  let counter = counters.get(deps);
  if (!counter) {
    let total = 0;
    counter = {
      count() {
        total += 1;
      },
      get total() {
        return total;
      },
    };
    counters.set(deps, counter);
  }
  return counter;
}

/** Statements the chart-data pipeline of this app has run so far. */
export function chartDataStatementCount(deps: AppDeps): number {
  return statementCounterFor(deps).total;
}
