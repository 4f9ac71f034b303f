import { abortError } from './abortError';

/**
 * Shares one in-flight promise among callers with the same key. Each caller may abort on its own; the
 * shared work is aborted only when every caller has gone. A hold (`hold`) counts as a caller too, let go
 * of without an abort: a dashboard takes and lets go of one per prefetched chart on every filter change,
 * and an abort costs an event, an AbortError and a rejection each time.
 */
export class SharedRequests<T> {
  private readonly inFlight = new Map<string, SharedRequest<T>>();

  get size(): number {
    return this.inFlight.size;
  }

  /** Whether a request with this key is under way. */
  has(key: string): boolean {
    return this.inFlight.has(key);
  }

  request(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    const shared = this.join(key, start);
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const onAbort = () => {
        if (done) return;
        done = true;
        reject(abortError());
        this.leave(key, shared);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  /**
   * Joins (or starts) the request for `key` on behalf of callers still to come: it runs at least until
   * `letGo` (once; later calls do nothing), then only while other callers are on it.
   */
  hold(key: string, start: (signal: AbortSignal) => Promise<T>): { answer: Promise<T>; letGo: () => void } {
    const shared = this.join(key, start);
    let held = true;
    return {
      answer: shared.promise,
      letGo: () => {
        if (!held) return;
        held = false;
        this.leave(key, shared);
      },
    };
  }

  private join(key: string, start: (signal: AbortSignal) => Promise<T>): SharedRequest<T> {
    let entry = this.inFlight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: SharedRequest<T> = { promise: start(controller.signal), controller, callers: 0 };
      entry = created;
      this.inFlight.set(key, created);
      const forget = () => {
        if (this.inFlight.get(key) === created) this.inFlight.delete(key);
      };
      created.promise.then(forget, forget);
    }
    entry.callers += 1;
    return entry;
  }

  /** One caller has gone: the last one stops the request (a settled request has nothing to stop). */
  private leave(key: string, shared: SharedRequest<T>) {
    shared.callers -= 1;
    if (shared.callers > 0) return;
    if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
    shared.controller.abort();
  }
}

interface SharedRequest<T> {
  promise: Promise<T>;
  controller: AbortController;
  callers: number;
}
