import { QueryCancelledError } from '../errors.js';

/**
 * Identical concurrent queries share one execution: the first caller for a key starts the
 * work, later callers for the same key wait for the same promise until it settles.
 *
 * Cancellation is per caller: when one caller's signal aborts, that caller gets QueryCancelledError at
 * once, but the shared work is only aborted when every caller waiting on it has gone away, so one closed
 * browser tab does not fail the charts of everyone else.
 */
export interface InFlightDeduper {
  run<T>(key: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Keys with work in flight (for tests and diagnostics). */
  readonly size: number;
}

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export function createInFlightDeduper(): InFlightDeduper {
  const flights = new Map<string, Flight>();

  function join<T>(flight: Flight, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueryCancelledError());
    flight.waiting += 1;
    if (!signal) return flight.promise as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const onAbort = () => {
        if (done) return;
        done = true;
        flight.waiting -= 1;
        if (flight.waiting === 0) flight.controller.abort();
        reject(new QueryCancelledError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          if (done) return;
          done = true;
          signal.removeEventListener('abort', onAbort);
          resolve(value as T);
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  return {
    run<T>(key: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
      const existing = flights.get(key);
      // A flight everyone left is being cancelled: a newcomer starts a fresh one.
      if (existing && !existing.controller.signal.aborted) return join<T>(existing, signal);
      const controller = new AbortController();
      const flight: Flight = { promise: Promise.resolve(), controller, waiting: 0 };
      flight.promise = (async () => {
        try {
          return await work(controller.signal);
        } finally {
          if (flights.get(key) === flight) flights.delete(key);
        }
      })();
      // Rejections reach every caller through join; this one keeps Node from reporting it unhandled.
      flight.promise.catch(() => undefined);
      flights.set(key, flight);
      return join<T>(flight, signal);
    },
    get size() {
      return flights.size;
    },
  };
}
