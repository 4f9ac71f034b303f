import { nextPendingDeleteIn, type PendingDeletes } from '@sightline/core';
import { useEffect, useRef } from 'react';

/**
 * One timer for a list's pending deletes: when the next one is due (5 s after its mark),
 * `onDue(now)` runs to expire what is due by then; the timer follows the pending list as it changes.
 */
export function usePendingDeleteTimer(pending: PendingDeletes, onDue: (now: number) => void): void {
  const onDueRef = useRef(onDue);
  onDueRef.current = onDue;
  useEffect(() => {
    const wait = nextPendingDeleteIn(pending, Date.now());
    if (wait === null) return;
    const timer = window.setTimeout(() => onDueRef.current(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [pending]);
}
