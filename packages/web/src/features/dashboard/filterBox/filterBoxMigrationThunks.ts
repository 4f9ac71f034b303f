import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  nativeFiltersFromFilterBoxes,
  nextFilterBoxMigrationState,
  type FilterBoxMigrationState,
  type MigrationEvent,
} from '@sightline/core';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';
import type { DashboardThunkState } from '../state/dashboardThunks';
import { filterBoxMigrationStep, showToast } from '../state/dashboardSlice';
import { saveMetadataPatch } from '../state/saveMetadataPatch';
import { filterBoxCharts } from './hydrateDashboardFilters';
import { filterBoxMessages as messages } from './messages';
import { snoozeFilterBoxMigration } from './migrationSession';

type MigrationThunk<R> = ThunkAction<R, DashboardThunkState, unknown, UnknownAction>;

/** The state an event leads to on this dashboard (noop when there is nothing to migrate). */
function nextState(state: DashboardThunkState, event: MigrationEvent): FilterBoxMigrationState {
  const { dashboard } = state;
  const current = dashboard.dashboardState.filterboxMigrationState;
  return nextFilterBoxMigrationState(current === 'unDecided' ? 'noop' : current, event, {
    featureOn: selectDataMaskFlags(state).nativeFilters,
    hasFilterBoxes: Object.keys(dashboard.dashboardFilters).length > 0,
  });
}

/** Review: native filters built from the filter boxes replace them on screen until saved or cancelled. */
export function reviewFilterBoxMigration(): MigrationThunk<void> {
  return (dispatch, getState) => {
    const state = getState();
    if (nextState(state, 'review') !== 'reviewing') return;
    const { slices, dashboardFilters } = state.dashboard;
    const boxes = filterBoxCharts(Object.values(slices)).flatMap((slice) => {
      const filter = dashboardFilters[slice.id];
      return filter ? [{ filter, formData: slice.form_data }] : [];
    });
    dispatch(
      filterBoxMigrationStep({ state: 'reviewing', nativeFilters: nativeFiltersFromFilterBoxes(boxes) }),
    );
  };
}

/** Snooze: the filter boxes stay for this session (remembered per dashboard). */
export function snoozeFilterBoxMigrationNow(): MigrationThunk<void> {
  return (dispatch, getState) => {
    const state = getState();
    if (nextState(state, 'snooze') !== 'snoozed' || !state.dashboard.info) return;
    snoozeFilterBoxMigration(state.dashboard.info.id);
    dispatch(filterBoxMigrationStep({ state: 'snoozed' }));
  };
}

/** Cancel a review: back to the saved filters and the filter boxes. */
export function cancelFilterBoxMigration(): MigrationThunk<void> {
  return (dispatch, getState) => {
    if (getState().dashboard.dashboardState.filterboxMigrationState !== 'reviewing') return;
    dispatch(filterBoxMigrationStep({ state: 'noop' }));
  };
}

/** Save a review: the native filter configuration is stored; the migration is then converted. */
export function saveFilterBoxMigration(): MigrationThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const state = getState();
    if (nextState(state, 'save') !== 'converted' || !state.dashboard.info) return false;
    const { native_filter_configuration } = state.dashboard.info.metadata;
    const result = await dispatch(saveMetadataPatch({ native_filter_configuration }));
    if (!result.ok) {
      dispatch(showToast(messages.saveFailed(result.error)));
      return false;
    }
    dispatch(filterBoxMigrationStep({ state: 'converted' }));
    return true;
  };
}
