import { QueryCancelledError, QueryTimeoutError } from '../errors.js';
import type { RunOptions } from '../engine.js';

/**
 * How often a cancel is sent again while the statement has not ended. A cancel that reaches the driver
 * before the statement runs (while it is being prepared, or queued for its connection) is lost: DuckDB
 * clears an interrupt when a statement starts, and PostgreSQL cancels only what is running.
 */
export const CANCEL_REPEAT_MS = 100;

/**
 * Watches a statement's timeout and AbortSignal and calls `cancel` (interrupt, pg_cancel_backend, ...)
 * when either fires, then again every CANCEL_REPEAT_MS until the statement ends. Engines wrap their
 * driver call with it so that all three cancel the same way and report the same errors.
 */
export async function runCancellable<T>(
  options: Pick<RunOptions, 'signal' | 'timeoutMs'>,
  cancel: () => void | Promise<void>,
  work: () => Promise<T>,
): Promise<T> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) throw new QueryCancelledError();
  let reason: 'timeout' | 'abort' | null = null;
  let repeat: ReturnType<typeof setInterval> | null = null;
  // One cancel at a time (pg_cancel_backend opens a connection). A failed cancel leaves the statement
  // running to completion; the caller still gets the error.
  let sending: Promise<void> | null = null;
  const sendCancel = () => {
    sending ??= Promise.resolve()
      .then(cancel)
      .catch(() => undefined)
      .finally(() => {
        sending = null;
      });
  };
  const fire = (why: 'timeout' | 'abort') => {
    if (reason) return;
    reason = why;
    sendCancel();
    repeat = setInterval(sendCancel, CANCEL_REPEAT_MS);
  };
  const onAbort = () => fire('abort');
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs && timeoutMs > 0 ? setTimeout(() => fire('timeout'), timeoutMs) : null;
  try {
    const result = await work();
    if (reason === 'abort') throw new QueryCancelledError();
    return result;
  } catch (error) {
    if (reason === 'timeout') throw new QueryTimeoutError(timeoutMs ?? 0);
    if (reason === 'abort') throw new QueryCancelledError();
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    if (repeat) clearInterval(repeat);
    signal?.removeEventListener('abort', onAbort);
  }
}
