import { createSelector } from '@reduxjs/toolkit';
import { nativeFilterItemsOf, type NativeFilterConfigurationItem } from '@sightline/core';
import type { WithDashboard } from '../state/dashboardSlice';

const NO_FILTERS: NativeFilterConfigurationItem[] = [];

/**
 * The dashboard's native filters and dividers (core's nativeFilterItemsOf), read once per metadata
 * object: metadata is replaced, never changed in place.
 */
export const selectNativeFilters = createSelector(
  [(state: WithDashboard) => state.dashboard.info?.metadata],
  (metadata) => (metadata ? nativeFilterItemsOf(metadata) : NO_FILTERS),
);
