import {
  isNativeFilter,
  type DataMask,
  type DataMaskState,
  type NativeFilter,
  type NativeFilterConfigurationItem,
} from '@sightline/core';
import { filterDataMask } from '../../charts/nativeFilterRegistry';

/**
 * The filter bar's pending selections (what the user picked but has not applied) against the applied
 * masks in the store: which differ, which required filters are empty, and the masks Apply publishes.
 * A pending value is held in its control's shape; it is compared through the mask it would publish.
 */
export type PendingValues = Readonly<Record<string, unknown>>;

/** The value a filter's mask holds (null when none). */
export function appliedValue(dataMask: DataMaskState, id: string): unknown {
  return dataMask[id]?.filterState?.value ?? null;
}

/** The value the control shows: the pending one when there is one, else the applied one. */
export function shownValue(pending: PendingValues, dataMask: DataMaskState, id: string): unknown {
  return id in pending ? pending[id] : appliedValue(dataMask, id);
}

/** Whether `value` selects nothing: no value, an empty list, or a list of empty bounds. */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.every((v) => v === null || v === undefined || v === '');
  return false;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The masks Apply publishes: one per filter whose pending value differs from the applied one. */
export function changedFilterMasks(
  items: readonly NativeFilterConfigurationItem[],
  pending: PendingValues,
  dataMask: DataMaskState,
): { id: string; mask: DataMask }[] {
  return items.filter(isNativeFilter).flatMap((filter) => {
    if (!(filter.id in pending)) return [];
    const mask = filterDataMask(filter, pending[filter.id]);
    return sameJson(mask.filterState?.value, appliedValue(dataMask, filter.id))
      ? []
      : [{ id: filter.id, mask }];
  });
}

/** Required filters (controlValues.enableEmptyFilter) whose shown value selects nothing. */
export function missingRequiredFilters(
  items: readonly NativeFilterConfigurationItem[],
  pending: PendingValues,
  dataMask: DataMaskState,
): NativeFilter[] {
  return items
    .filter(isNativeFilter)
    .filter(
      (filter) =>
        filter.controlValues?.enableEmptyFilter === true &&
        isEmptyFilterValue(
          filterDataMask(filter, shownValue(pending, dataMask, filter.id)).filterState?.value,
        ),
    );
}

/** The masks Clear all publishes: an empty one for every filter that holds a value. */
export function clearedFilterMasks(
  items: readonly NativeFilterConfigurationItem[],
  dataMask: DataMaskState,
): { id: string; mask: DataMask }[] {
  return items
    .filter(isNativeFilter)
    .filter((filter) => !isEmptyFilterValue(appliedValue(dataMask, filter.id)))
    .map((filter) => ({ id: filter.id, mask: filterDataMask(filter, null) }));
}
