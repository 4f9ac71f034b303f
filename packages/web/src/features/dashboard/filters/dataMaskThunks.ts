import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DataMask } from '@sightline/core';
import { clearedCrossFilter } from '@sightline/charts';
import { updateDataMask } from '../state/dashboardSlice';
import type { DashboardThunkState } from '../state/dashboardThunks';
import { activeCrossFilters } from './crossFilters';
import { selectDataMaskFlags } from './dataMaskFlags';

type Thunk = ThunkAction<void, DashboardThunkState, unknown, UnknownAction>;

/** Publishes a filter's or chart's mask under `id` with the bootstrap's feature flags. */
export function publishDataMask(id: string, mask: DataMask): Thunk {
  return (dispatch, getState) => {
    const flags = selectDataMaskFlags(getState());
    dispatch(updateDataMask({ id, mask, flags }));
  };
}

/**
 * Publishes the masks a filter derives from its applied one (read when the thunk runs), in order, under
 * the filter's id.
 */
export function publishDataMasks(
  id: string,
  update: (applied: DataMask | undefined) => readonly DataMask[],
): Thunk {
  return (dispatch, getState) => {
    for (const mask of update(getState().dashboard.dataMask[id])) dispatch(publishDataMask(id, mask));
  };
}

/** Clears the cross-filter chart `chartId` emitted (its chip's Clear). */
export function clearCrossFilter(chartId: number): Thunk {
  return publishDataMask(String(chartId), clearedCrossFilter());
}

/** Clears every active cross-filter; native filter values stay. */
export function clearAllCrossFilters(): Thunk {
  return (dispatch, getState) => {
    const { dataMask, dashboardState } = getState().dashboard;
    for (const { chartId } of activeCrossFilters(dataMask, dashboardState.sliceIds))
      dispatch(clearCrossFilter(chartId));
  };
}
