import { expiredPendingDeletes, pendingDeletes, type PendingDeletes } from '@sightline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePendingDeleteTimer } from '../usePendingDeleteTimer';

/**
 * Pending delete for a list of items: `mark` starts the 5 s period, `undo` ends it, and
 * `onExpire` runs for each item whose period ran out (then the item leaves the pending list). Items
 * still pending when the list goes away are deleted then: the user did not take the deletion back.
 */
export function usePendingDeletes(onExpire: (id: string) => void) {
  const [state, setState] = useState<PendingDeletes>({});
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const stateRef = useRef(state);
  stateRef.current = state;

  usePendingDeleteTimer(state, (now) => {
    for (const id of expiredPendingDeletes(state, now)) onExpireRef.current(id);
    setState((current) => pendingDeletes(current, { type: 'expire', now }));
  });

  useEffect(
    () => () => {
      for (const id of Object.keys(stateRef.current)) onExpireRef.current(id);
    },
    [],
  );

  const mark = useCallback(
    (id: string) => setState((current) => pendingDeletes(current, { type: 'mark', id, now: Date.now() })),
    [],
  );
  const undo = useCallback(
    (id: string) => setState((current) => pendingDeletes(current, { type: 'undo', id })),
    [],
  );
  return { pending: state, mark, undo };
}
