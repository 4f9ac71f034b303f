import { describe, expect, it } from 'vitest';
import { QueryCancelledError } from '../errors.js';
import { createInFlightDeduper } from './inFlightDeduper.js';

/** A promise the test settles by hand, so no timing is involved. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createInFlightDeduper', () => {
  it('runs identical concurrent work once and gives every caller the result', async () => {
    const deduper = createInFlightDeduper();
    const gate = deferred<number>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const first = deduper.run('k', work);
    const second = deduper.run('k', work);
    const other = deduper.run('other', async () => 7);
    expect(deduper.size).toBe(2);
    gate.resolve(42);
    expect(await Promise.all([first, second, other])).toEqual([42, 42, 7]);
    expect(runs).toBe(1);
    expect(deduper.size).toBe(0);
    // Settled work is not reused: a later call runs again.
    await deduper.run('k', work);
    expect(runs).toBe(2);
  });

  it('passes failures to every caller and forgets the key', async () => {
    const deduper = createInFlightDeduper();
    const gate = deferred<number>();
    const a = deduper.run('k', () => gate.promise);
    const b = deduper.run('k', () => gate.promise);
    gate.reject(new Error('boom'));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect(deduper.size).toBe(0);
  });

  it('cancels one caller alone, and the shared work only when every caller left', async () => {
    const deduper = createInFlightDeduper();
    const gate = deferred<string>();
    let workSignal: AbortSignal | null = null;
    const work = (signal: AbortSignal) => {
      workSignal = signal;
      return gate.promise;
    };
    const leaving = new AbortController();
    const staying = new AbortController();
    const a = deduper.run('k', work, leaving.signal);
    const b = deduper.run('k', work, staying.signal);
    leaving.abort();
    await expect(a).rejects.toBeInstanceOf(QueryCancelledError);
    expect(workSignal!.aborted).toBe(false);
    staying.abort();
    await expect(b).rejects.toBeInstanceOf(QueryCancelledError);
    expect(workSignal!.aborted).toBe(true);
    // A newcomer does not join the cancelled flight.
    const fresh = deduper.run('k', async () => 'fresh');
    expect(await fresh).toBe('fresh');
    gate.resolve('late');
  });

  it('rejects at once when the caller is already aborted', async () => {
    const deduper = createInFlightDeduper();
    const controller = new AbortController();
    controller.abort();
    await expect(deduper.run('k', async () => 1, controller.signal)).rejects.toBeInstanceOf(
      QueryCancelledError,
    );
  });
});
