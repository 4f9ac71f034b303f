import { createSelector, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { isNativeFilter } from '@sightline/core';
import { setDataMask, type WithDashboard } from '../../state/dashboardSlice';
import type { DashboardThunkState } from '../../state/dashboardThunks';
import { selectNativeFilters } from '../selectNativeFilters';
import { filterSetIsApplied, masksWithFilterSet, type ApplyContext } from './filterSetParams';
import type { FilterSet } from './filterSetsApi';

type Thunk<R> = ThunkAction<R, DashboardThunkState, unknown, UnknownAction>;

/**
 * What applying a set works from: the store's masks, native filters and charts. One memoized object per
 * change of those, so the filter sets section can select it as it is.
 */
export const applyContextOf = createSelector(
  [
    (state: WithDashboard) => state.dashboard.dataMask,
    selectNativeFilters,
    (state: WithDashboard) => state.dashboard.dashboardState.sliceIds,
  ],
  (dataMask, nativeFilters, sliceIds): ApplyContext => ({
    dataMask,
    nativeFilters: nativeFilters.filter(isNativeFilter),
    sliceIds,
  }),
);

/** The set's masks become the dashboard's (the charts whose filters change query again). */
export function applyFilterSet(set: FilterSet): Thunk<void> {
  return (dispatch, getState) => {
    const context = applyContextOf(getState());
    if (filterSetIsApplied(set, context)) return;
    dispatch(setDataMask(masksWithFilterSet(set, context)));
  };
}
