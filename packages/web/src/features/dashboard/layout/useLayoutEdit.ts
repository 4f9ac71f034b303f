import type { DashboardLayout } from '@sightline/core';
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../../platform/hooks';
import { selectLayout, updateLayout } from '../state/dashboardSlice';

/**
 * Applies one layout edit (a pure core operation) to the present layout: `edit(layout => …)`. Core edits
 * return the same layout when nothing changes, and then no undo step is recorded.
 */
export function useLayoutEdit() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(
    (edit: (layout: DashboardLayout) => DashboardLayout) => {
      const layout = selectLayout(store.getState());
      const next = edit(layout);
      if (next !== layout) dispatch(updateLayout(next));
    },
    [store, dispatch],
  );
}
