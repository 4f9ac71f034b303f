import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_DELETE_MS } from './nativeFilterTypes.js';
import {
  expiredPendingDeletes,
  nextPendingDeleteIn,
  pendingDeletes,
  type PendingDeletes,
} from './pendingDeletes.js';

describe('pendingDeletes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A store that expires pending deletes with one timer, as the filter bar would. */
  function store() {
    let state: PendingDeletes = {};
    const removed: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const wait = nextPendingDeleteIn(state, Date.now());
      if (wait !== null) timer = setTimeout(tick, wait);
    };
    const tick = () => {
      removed.push(...expiredPendingDeletes(state, Date.now()));
      state = pendingDeletes(state, { type: 'expire', now: Date.now() });
      schedule();
    };
    return {
      mark: (id: string) => {
        state = pendingDeletes(state, { type: 'mark', id, now: Date.now() });
        schedule();
      },
      undo: (id: string) => {
        state = pendingDeletes(state, { type: 'undo', id });
        schedule();
      },
      pending: () => Object.keys(state),
      removed,
    };
  }

  it('keeps a deleted filter pending for 5000 ms, then removes it from the pending list', () => {
    const s = store();
    s.mark('NATIVE_FILTER-a');
    vi.advanceTimersByTime(PENDING_DELETE_MS - 1);
    expect(s.pending()).toEqual(['NATIVE_FILTER-a']);
    vi.advanceTimersByTime(1);
    expect(s.pending()).toEqual([]);
    expect(s.removed).toEqual(['NATIVE_FILTER-a']);
  });

  it('expires each delete 5000 ms after its own marking', () => {
    const s = store();
    s.mark('a');
    vi.advanceTimersByTime(3000);
    s.mark('b');
    vi.advanceTimersByTime(2000);
    expect(s.pending()).toEqual(['b']);
    vi.advanceTimersByTime(3000);
    expect(s.removed).toEqual(['a', 'b']);
  });

  it('undo takes a filter off the pending list before it expires', () => {
    const s = store();
    s.mark('a');
    vi.advanceTimersByTime(4000);
    s.undo('a');
    vi.advanceTimersByTime(PENDING_DELETE_MS);
    expect(s.pending()).toEqual([]);
    expect(s.removed).toEqual([]);
  });

  it('returns the same state when nothing changes', () => {
    const state = { a: 10_000 };
    expect(pendingDeletes(state, { type: 'undo', id: 'b' })).toBe(state);
    expect(pendingDeletes(state, { type: 'expire', now: 9_999 })).toBe(state);
    expect(nextPendingDeleteIn({}, 0)).toBeNull();
  });
});
