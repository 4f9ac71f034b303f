import { PENDING_DELETE_MS } from './nativeFilterTypes.js';

/**
 * Pending delete: a deleted filter (or filter set) is marked pending for 5 seconds, during
 * which it can be restored; after that it leaves the pending list. State: id → when it expires (ms).
 */
export type PendingDeletes = Readonly<Record<string, number>>;

export type PendingDeleteAction =
  { type: 'mark'; id: string; now: number } | { type: 'undo'; id: string } | { type: 'expire'; now: number };

export function pendingDeletes(state: PendingDeletes, action: PendingDeleteAction): PendingDeletes {
  switch (action.type) {
    case 'mark':
      return { ...state, [action.id]: action.now + PENDING_DELETE_MS };
    case 'undo': {
      if (!(action.id in state)) return state;
      const { [action.id]: _undone, ...rest } = state;
      return rest;
    }
    case 'expire': {
      const expired = expiredPendingDeletes(state, action.now);
      if (expired.length === 0) return state;
      return Object.fromEntries(Object.entries(state).filter(([id]) => !expired.includes(id)));
    }
  }
}

/** The ids whose pending period is over at `now`. */
export function expiredPendingDeletes(state: PendingDeletes, now: number): string[] {
  return Object.entries(state)
    .filter(([, expiresAt]) => expiresAt <= now)
    .map(([id]) => id);
}

/** Milliseconds until the next pending delete expires, or null when none is pending (for one timer). */
export function nextPendingDeleteIn(state: PendingDeletes, now: number): number | null {
  const times = Object.values(state);
  return times.length === 0 ? null : Math.max(0, Math.min(...times) - now);
}
