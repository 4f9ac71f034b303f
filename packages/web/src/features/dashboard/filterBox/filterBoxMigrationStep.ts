import {
  filterBoxesKept,
  syncDashboardFilters,
  type DashboardFilters,
  type FilterBoxMigrationState,
  type NativeFilter,
} from '@sightline/core';
import type { DashboardSliceState, FilterboxMigrationState } from '../state/dashboardTypes';
import { metadataOfText } from '../state/metadataText';
import { filterBoxCharts } from './hydrateDashboardFilters';

/** A move of the filter-box migration; reviewing carries the native filters built from the boxes. */
export type FilterBoxMigrationStep =
  | { state: 'reviewing'; nativeFilters: NativeFilter[] }
  | { state: Exclude<FilterBoxMigrationState, 'reviewing'> };

/**
 * Applies a migration step to the dashboard slice (a draft). Reviewing shows the built native filters
 * (added to the metadata in memory, each with its default mask) until they are saved; leaving review
 * without saving (noop, snoozed) goes back to the saved metadata and drops the built filters' masks.
 */
export function applyFilterBoxMigrationStep(state: DashboardSliceState, step: FilterBoxMigrationStep): void {
  const previous = state.dashboardState.filterboxMigrationState;
  state.dashboardState.filterboxMigrationState = step.state;
  if (!state.info) return;
  if (step.state === 'reviewing') {
    const held = state.info.metadata.native_filter_configuration;
    state.info.metadata = {
      ...state.info.metadata,
      native_filter_configuration: [...(Array.isArray(held) ? held : []), ...step.nativeFilters],
    };
    for (const filter of step.nativeFilters)
      state.dataMask[filter.id] = { ...filter.defaultDataMask, id: filter.id };
  } else if (previous === 'reviewing' && step.state !== 'converted') {
    const metadata = metadataOfText(state.info.json_metadata);
    const kept = new Set(
      (Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : []).map(
        (item) => (item as { id?: unknown }).id,
      ),
    );
    state.info.metadata = metadata;
    for (const id of Object.keys(state.dataMask))
      if (!/^\d+$/.test(id) && !kept.has(id)) delete state.dataMask[id];
  }
}

/** Whether the dashboard still shows and applies its filter boxes (noop or snoozed only). */
export function filterBoxesShown(migration: FilterboxMigrationState): boolean {
  return migration !== 'unDecided' && filterBoxesKept(migration);
}

/** The filter boxes whose selections filter the charts: none once the migration leaves them behind. */
export function appliedDashboardFilters(state: DashboardSliceState): DashboardFilters {
  return filterBoxesShown(state.dashboardState.filterboxMigrationState) ? state.dashboardFilters : NO_FILTERS;
}

const NO_FILTERS: DashboardFilters = {};

/** The dashboard filters after a layout change: boxes placed or removed since (core syncDashboardFilters). */
export function syncedDashboardFilters(state: DashboardSliceState): DashboardFilters {
  const boxes = filterBoxCharts(Object.values(state.slices)).map((slice) => ({
    chartId: slice.id,
    sliceName: slice.slice_name,
    formData: slice.form_data,
  }));
  return syncDashboardFilters(state.dashboardFilters, boxes, state.layout.present);
}
