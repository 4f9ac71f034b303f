import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/chartDataTestKit';
import { isAbortError } from './abortError';
import { SharedRequests } from './sharedRequests';

describe('SharedRequests', () => {
  it('sends identical requests once and gives every caller the answer', async () => {
    const shared = new SharedRequests<string>();
    const answer = deferred<string>();
    const start = vi.fn(() => answer.promise);
    const one = shared.request('k', start);
    const two = shared.request('k', start);
    answer.resolve('rows');
    expect(await Promise.all([one, two])).toEqual(['rows', 'rows']);
    expect(start).toHaveBeenCalledTimes(1);
    expect(shared.size).toBe(0);
  });

  it('aborts the shared request only when every caller has aborted', async () => {
    const shared = new SharedRequests<string>();
    let sharedSignal: AbortSignal | undefined;
    const start = (signal: AbortSignal) => {
      sharedSignal = signal;
      return new Promise<string>(() => undefined);
    };
    const first = new AbortController();
    const second = new AbortController();
    const one = shared.request('k', start, first.signal);
    const two = shared.request('k', start, second.signal);
    first.abort();
    await expect(one).rejects.toSatisfy(isAbortError);
    expect(sharedSignal?.aborted).toBe(false);
    second.abort();
    await expect(two).rejects.toSatisfy(isAbortError);
    expect(sharedSignal?.aborted).toBe(true);
    expect(shared.size).toBe(0);
  });

  describe('hold', () => {
    const pending = () => {
      const seen: { signal?: AbortSignal } = {};
      const start = vi.fn((signal: AbortSignal) => {
        seen.signal = signal;
        return new Promise<string>(() => undefined);
      });
      return { seen, start };
    };

    it('keeps the request running until it is let go of, then stops it when nobody joined', () => {
      const shared = new SharedRequests<string>();
      const { seen, start } = pending();
      const held = shared.hold('k', start);
      expect(start).toHaveBeenCalledTimes(1);
      expect(shared.has('k')).toBe(true);
      held.letGo();
      expect(seen.signal?.aborted).toBe(true);
      expect(shared.has('k')).toBe(false);
    });

    it('leaves the request to a caller that joined it, who may still stop it alone', async () => {
      const shared = new SharedRequests<string>();
      const { seen, start } = pending();
      const held = shared.hold('k', start);
      const caller = new AbortController();
      const joined = shared.request('k', start, caller.signal);
      held.letGo();
      held.letGo(); // a second call does nothing: it must not take the joined caller's place
      expect(seen.signal?.aborted).toBe(false);
      expect(start).toHaveBeenCalledTimes(1);
      caller.abort();
      await expect(joined).rejects.toSatisfy(isAbortError);
      expect(seen.signal?.aborted).toBe(true);
    });

    it("gives the held request's answer to whoever reads it", async () => {
      const shared = new SharedRequests<string>();
      const answer = deferred<string>();
      const held = shared.hold('k', () => answer.promise);
      answer.resolve('rows');
      expect(await held.answer).toBe('rows');
      held.letGo();
      expect(shared.size).toBe(0);
    });
  });
});
