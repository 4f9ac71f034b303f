import {
  NATIVE_FILTER_PREFIX,
  hydrateDataMasks,
  isNativeFilter,
  type DataMask,
  type DataMaskState,
  type NativeFilter,
} from '@sightline/core';
import { dataMasksOf, filterStateText } from '../urlState/filterStateValue';
import type { FilterSet } from './filterSetsApi';

/**
 * A filter set's params (its json_metadata: a filter state per filter): the native filters as
 * configured when it was saved and their applied masks, by filter id (Superset's `nativeFilters` and
 * `dataMask`).
 */
export interface FilterSetParams {
  name: string;
  nativeFilters: Record<string, NativeFilter>;
  dataMask: Record<string, DataMask>;
}

/** The json_metadata of a set holding the applied masks of the dashboard's native filters. */
export function filterSetJsonMetadata(
  name: string,
  nativeFilters: readonly NativeFilter[],
  dataMask: DataMaskState,
): string {
  const params: FilterSetParams = { name, nativeFilters: {}, dataMask: {} };
  for (const filter of nativeFilters.filter(isNativeFilter)) {
    params.nativeFilters[filter.id] = filter;
    const mask = dataMask[filter.id];
    if (mask) params.dataMask[filter.id] = mask;
  }
  return JSON.stringify(params);
}

function paramsOf(set: FilterSet): unknown {
  if (set.params && typeof set.params === 'object') return set.params;
  try {
    return JSON.parse(set.json_metadata ?? '');
  } catch {
    return null;
  }
}

/** The native filter masks a set holds (entries that are not masks, or not native filters', skipped). */
export function filterSetMasks(set: FilterSet): Record<string, DataMask> {
  const params = paramsOf(set) as { dataMask?: unknown } | null;
  const masks = dataMasksOf(params?.dataMask);
  return Object.fromEntries(Object.entries(masks).filter(([id]) => id.startsWith(NATIVE_FILTER_PREFIX)));
}

export interface ApplyContext {
  dataMask: DataMaskState;
  nativeFilters: readonly NativeFilter[];
  sliceIds: readonly number[];
}

/**
 * The dashboard's masks once `set` is applied: each native filter takes the set's mask over its default
 * (a filter the set does not know keeps its default; masks of filters no longer on the dashboard are
 * ignored); cross-filters stay as they are.
 */
export function masksWithFilterSet(set: FilterSet, { dataMask, nativeFilters, sliceIds }: ApplyContext) {
  return hydrateDataMasks({
    nativeFilters,
    crossFilterChartIds: sliceIds,
    saved: filterSetMasks(set),
    current: dataMask,
  });
}

/** Whether the applied masks are those of `set` (applying it again would change nothing). */
export function filterSetIsApplied(set: FilterSet, context: ApplyContext): boolean {
  return filterStateText(masksWithFilterSet(set, context)) === filterStateText(context.dataMask);
}
