import type { NativeFilterConfigurationItem } from '@sightline/core';
import { useReducer } from 'react';
import { usePendingDeleteTimer } from '../usePendingDeleteTimer';
import { filterConfigDraft, initialFilterConfigDraft } from './filterConfigDraft';

/**
 * The modal's draft (filterConfigDraft) with one timer for the removed items: when the next pending
 * delete is due (5000 ms after its removal) it expires and the item leaves the list.
 */
export function useFilterConfigDraft(initialItems: readonly NativeFilterConfigurationItem[]) {
  const [draft, dispatch] = useReducer(filterConfigDraft, initialItems, initialFilterConfigDraft);
  usePendingDeleteTimer(draft.removed, (now) => dispatch({ type: 'expire', now }));
  return [draft, dispatch] as const;
}
