import { nextPendingDeleteIn, type NativeFilterConfigurationItem } from '@sightline/core';
import { useEffect, useReducer } from 'react';
import { filterConfigDraft, initialFilterConfigDraft } from './filterConfigDraft';

/**
 * The modal's draft (filterConfigDraft) with one timer for the removed items: when the next pending
 * delete is due (5000 ms after its removal, spec 2 §4.8) it expires and the item leaves the list.
 */
export function useFilterConfigDraft(initialItems: readonly NativeFilterConfigurationItem[]) {
  const [draft, dispatch] = useReducer(filterConfigDraft, initialItems, initialFilterConfigDraft);
  useEffect(() => {
    const wait = nextPendingDeleteIn(draft.removed, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => dispatch({ type: 'expire', now: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [draft.removed]);
  return [draft, dispatch] as const;
}
