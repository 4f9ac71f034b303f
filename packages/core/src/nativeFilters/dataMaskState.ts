import { sameJson } from '../canonicalJson.js';
import type { DataMask } from '../dataMask/dataMask.js';
import {
  NATIVE_FILTER_PREFIX,
  isNativeFilter,
  type DataMaskState,
  type DataMaskWithId,
  type NativeFilterConfigurationItem,
} from './nativeFilterTypes.js';

/** The dashboard's data masks, as pure state transitions. */

/** A mask with nothing selected: what every filter and cross-filtering chart starts from. */
export function initialDataMask(id: string | number): DataMaskWithId {
  return { id: String(id), extraFormData: {}, filterState: {}, ownState: {} };
}

/** The clear action: every mask is reset (no mask at all). */
export function clearDataMasks(): DataMaskState {
  return {};
}

export interface DataMaskFeatureFlags {
  nativeFilters: boolean;
  crossFilters: boolean;
}

/**
 * The update action: `mask` is merged into the mask held under `id`. When neither the native-filter nor
 * the cross-filter feature is on, the held mask is emptied first, so only `mask` remains.
 */
export function updateDataMask(
  state: DataMaskState,
  id: string | number,
  mask: DataMask,
  flags: DataMaskFeatureFlags,
): DataMaskState {
  const key = String(id);
  const held = flags.nativeFilters || flags.crossFilters ? state[key] : undefined;
  return { ...state, [key]: { ...held, ...mask, id: key } };
}

export interface HydrateDataMasksInput {
  /** The native_filter_configuration (dividers are skipped). */
  nativeFilters: readonly NativeFilterConfigurationItem[];
  /** Charts that may cross-filter (those in chart_configuration, or every chart of the dashboard). */
  crossFilterChartIds: readonly (string | number)[];
  /** Masks to restore: a permalink's dataMask or the URL's native_filters. */
  saved?: DataMaskState | Record<string, DataMask>;
  /** The masks held before this rebuild. */
  current?: DataMaskState;
  /** The filters before this rebuild: a filter whose default changed is reset to its new default. */
  previousFilters?: readonly NativeFilterConfigurationItem[];
}

/**
 * Hydration / rebuild: a mask for each cross-filter chart and each native filter, merging
 * the saved masks; a filter whose default mask changed is reset to its new default. Held masks of native
 * filters are dropped (the configuration rebuilds them); other held masks (cross-filters) are kept.
 */
export function hydrateDataMasks(input: HydrateDataMasksInput): DataMaskState {
  const saved = input.saved ?? {};
  const current = input.current ?? {};
  const out: DataMaskState = {};
  for (const [id, mask] of Object.entries(current)) {
    if (!id.startsWith(NATIVE_FILTER_PREFIX)) out[id] = mask;
  }
  for (const chartId of input.crossFilterChartIds) {
    const key = String(chartId);
    out[key] = { ...initialDataMask(key), ...current[key], ...saved[key], id: key };
  }
  const previous = new Map(input.previousFilters?.filter(isNativeFilter).map((f) => [f.id, f]));
  for (const filter of input.nativeFilters.filter(isNativeFilter)) {
    let mask: DataMaskWithId = {
      ...initialDataMask(filter.id),
      ...filter.defaultDataMask,
      ...saved[filter.id],
      id: filter.id,
    };
    const before = previous.get(filter.id);
    // A changed default replaces the whole mask: keys the new default lacks must not keep old values.
    if (before && !sameJson(before.defaultDataMask, filter.defaultDataMask)) {
      mask = { ...initialDataMask(filter.id), ...filter.defaultDataMask, id: filter.id };
    }
    out[filter.id] = mask;
  }
  return out;
}
