import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isNativeFilter } from '@sightline/core';
import { setDataMask } from '../../state/dashboardSlice';
import type { DashboardThunkState } from '../../state/dashboardThunks';
import { nativeFiltersOf } from '../chartExtraFormData';
import { filterSetIsApplied, masksWithFilterSet, type ApplyContext } from './filterSetParams';
import type { FilterSet } from './filterSetsApi';

type Thunk<R> = ThunkAction<R, DashboardThunkState, unknown, UnknownAction>;

/** What applying a set works from: the store's masks, native filters and charts. */
export function applyContextOf(state: DashboardThunkState): ApplyContext {
  const { dashboard } = state;
  return {
    dataMask: dashboard.dataMask,
    nativeFilters: nativeFiltersOf(dashboard.info?.metadata ?? {}).filter(isNativeFilter),
    sliceIds: dashboard.dashboardState.sliceIds,
  };
}

/** The set's masks become the dashboard's (the charts whose filters change query again). */
export function applyFilterSet(set: FilterSet): Thunk<void> {
  return (dispatch, getState) => {
    const context = applyContextOf(getState());
    if (filterSetIsApplied(set, context)) return;
    dispatch(setDataMask(masksWithFilterSet(set, context)));
  };
}
