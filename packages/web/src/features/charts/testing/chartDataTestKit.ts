/** Helpers of the chart-data client's tests. Tests only. */
import type { QueryContext } from '@sightline/core';

/** A promise with its resolve and reject, to settle from the test. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves once the callbacks already due (promise reactions, zero-delay timers) have run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A dashboard chart's query context (chart 1, one count query), with `overrides`. */
export const testQueryContext = (overrides: Partial<QueryContext> = {}): QueryContext =>
  ({
    datasource: { id: 1, type: 'table' },
    force: false,
    queries: [{ metrics: ['count'], columns: [] }],
    result_format: 'json',
    result_type: 'full',
    form_data: { slice_id: 1 },
    ...overrides,
  }) as QueryContext;
