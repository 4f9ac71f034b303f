import { chartDataMessages } from './messages';

/** How long a dashboard chart's query may run before it fails with the timeout text. */
export const CHART_QUERY_TIMEOUT_SECONDS = 60;

/** The query outlived the timeout (the chart fails with the timeout text). */
export class ChartQueryTimeout extends Error {
  constructor(seconds: number) {
    super(chartDataMessages.queryTimeout(seconds));
    this.name = 'ChartQueryTimeout';
  }
}

/** Aborts `signal`'s work after `seconds` with ChartQueryTimeout, or when the caller aborts. */
export function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  seconds: number,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, seconds * 1000);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return work(controller.signal)
    .catch((error: unknown) => {
      throw timedOut ? new ChartQueryTimeout(seconds) : error;
    })
    .finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
}
