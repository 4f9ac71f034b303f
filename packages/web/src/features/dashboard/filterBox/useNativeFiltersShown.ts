import { nativeFiltersShownByDefault } from '@sightline/core';
import { useAppSelector } from '../../../platform/hooks';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';

/**
 * The native filter bar shows only with the feature on and the filter-box migration noop,
 * reviewing or converted (not while the filter boxes are snoozed), unless the metadata's
 * show_native_filters says otherwise.
 */
export function useNativeFiltersShown(): boolean {
  return useAppSelector((state) => {
    const migration = state.dashboard.dashboardState.filterboxMigrationState;
    return nativeFiltersShownByDefault(
      selectDataMaskFlags(state).nativeFilters,
      migration === 'unDecided' ? 'snoozed' : migration,
      state.dashboard.info?.metadata,
    );
  });
}
