import type { DataMask, DataMaskState, FilterValue, NativeFilter } from '@sightline/core';
import { selectFilterDataMask } from './dataMask.js';

type Scalar = Exclude<FilterValue, unknown[]>;

/**
 * What a select filter publishes at once when its options load: a dependent (cascading) filter drops
 * the values its parents' selections no longer offer, and "select first filter value by default"
 * selects the first option.
 */

/**
 * After a child's options reload: its selected values not among `allowedValues` are removed (multi-select
 * keeps the valid ones, single-select is cleared) and its extraFormData rebuilt. The state is returned
 * unchanged (same object) when every value is still allowed.
 */
export function clearInvalidCascadeValues(
  state: DataMaskState,
  filter: NativeFilter,
  allowedValues: readonly unknown[],
): DataMaskState {
  const mask = state[filter.id];
  const value = mask?.filterState?.value;
  if (!Array.isArray(value) || value.length === 0) return state;
  const allowed = new Set(allowedValues);
  const kept = value.filter((v) => allowed.has(v));
  if (kept.length === value.length) return state;
  const multi = filter.controlValues?.multiSelect !== false;
  const next: DataMask = selectFilterDataMask(filter, multi ? (kept as Scalar[]) : []);
  return { ...state, [filter.id]: { ...mask, ...next, id: filter.id } };
}

/**
 * A select filter set to "select first filter value by default": once its options load, the mask that
 * selects the first one; null when the option is off, nothing loaded, or a value is already selected.
 */
export function firstItemDataMask(
  filter: NativeFilter,
  options: readonly Scalar[],
  held?: DataMask,
): DataMask | null {
  const value = held?.filterState?.value;
  const selected = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  if (!filter.controlValues?.defaultToFirstItem || options.length === 0 || selected) return null;
  return selectFilterDataMask(filter, options.slice(0, 1));
}

/** The masks to publish once the full list of options has loaded (in order; none when nothing changes). */
export function optionsLoadedMasks(
  filter: NativeFilter,
  options: readonly unknown[],
  applied: DataMask | undefined,
): DataMask[] {
  const before: DataMaskState = applied ? { [filter.id]: { ...applied, id: filter.id } } : {};
  const isCascadeChild = (filter.cascadeParentIds ?? []).length > 0;
  const next = isCascadeChild ? clearInvalidCascadeValues(before, filter, options) : before;
  const cleared = next !== before ? [next[filter.id]!] : [];
  const first = firstItemDataMask(filter, options.filter((v) => v !== null) as Scalar[], next[filter.id]);
  return first ? [...cleared, first] : cleared;
}
