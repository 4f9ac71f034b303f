import { QueryCancelledError, QueryTimeoutError } from '../errors.js';
import type { RunOptions } from '../engine.js';

/**
 * Watches a statement's timeout and AbortSignal and calls `cancel` (interrupt, pg_cancel_backend, ...)
 * when either fires. Engines wrap their driver call with it so that all three cancel the same way and
 * report the same errors.
 */
export async function runCancellable<T>(
  options: Pick<RunOptions, 'signal' | 'timeoutMs'>,
  cancel: () => void | Promise<void>,
  work: () => Promise<T>,
): Promise<T> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) throw new QueryCancelledError();
  let reason: 'timeout' | 'abort' | null = null;
  const fire = (why: 'timeout' | 'abort') => {
    if (reason) return;
    reason = why;
    // A failed cancel leaves the statement running to completion; the caller still gets the error.
    Promise.resolve()
      .then(cancel)
      .catch(() => undefined);
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
    signal?.removeEventListener('abort', onAbort);
  }
}
