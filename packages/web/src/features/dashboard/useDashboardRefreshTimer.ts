import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import type { AppStore } from '../../platform/appState';
import { refreshDashboardCharts } from './state/dashboardThunks';

/** The charts a timed refresh re-queries: all but those the metadata makes immune. */
export function timedRefreshChartIds(sliceIds: readonly number[], immune: unknown): number[] {
  const skip = new Set(Array.isArray(immune) ? immune.map(Number) : []);
  return sliceIds.filter((id) => !skip.has(id));
}

/**
 * Refresh frequency: every N seconds the charts query again, skipping the cache, except
 * metadata.timed_refresh_immune_slices; paused while editing. Charts keep their picture until the new
 * answer arrives, and charts off screen wait until they are scrolled to.
 */
export function useDashboardRefreshTimer() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const seconds = useAppSelector((state) => state.dashboard.dashboardState.refreshFrequency);
  const editMode = useAppSelector((state) => state.dashboard.dashboardState.editMode);
  useEffect(() => {
    if (!seconds || seconds <= 0 || editMode) return;
    const timer = setInterval(() => {
      const { dashboardState, info } = store.getState().dashboard;
      const ids = timedRefreshChartIds(dashboardState.sliceIds, info?.metadata.timed_refresh_immune_slices);
      if (ids.length > 0) dispatch(refreshDashboardCharts({ force: true, ids }));
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, editMode, dispatch, store]);
}
