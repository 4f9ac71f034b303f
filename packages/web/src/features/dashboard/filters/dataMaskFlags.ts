import type { BootstrapPayload } from '@sightline/core';

/** The two feature flags data masks follow, as core updateDataMask takes them. */
export interface DataMaskFlags {
  nativeFilters: boolean;
  crossFilters: boolean;
}

/**
 * DASHBOARD_NATIVE_FILTERS and DASHBOARD_CROSS_FILTERS from the bootstrap's feature flags. Both are on by
 * default on the server (config defaults), so a bootstrap without them counts them on; only an explicit
 * false turns one off.
 */
export function dataMaskFlags(featureFlags: Readonly<Record<string, boolean | undefined>>): DataMaskFlags {
  return {
    nativeFilters: featureFlags.DASHBOARD_NATIVE_FILTERS !== false,
    crossFilters: featureFlags.DASHBOARD_CROSS_FILTERS !== false,
  };
}

/** The data-mask flags of the signed-in session's bootstrap (any state with the session slice). */
export function selectDataMaskFlags(state: { session: { bootstrap: BootstrapPayload } }): DataMaskFlags {
  return dataMaskFlags(state.session.bootstrap.common.feature_flags);
}
