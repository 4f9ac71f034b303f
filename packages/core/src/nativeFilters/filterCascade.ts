import type { DataMask } from '../dataMask/dataMask.js';
import { selectFilterDataMask } from './filterValueMasks.js';
import {
  isNativeFilter,
  type DataMaskState,
  type NativeFilter,
  type NativeFilterConfigurationItem,
} from './nativeFilterTypes.js';

/**
 * Dependent (cascading) filters: a child filter's options are limited by its parents' selections, so a
 * parent's change reloads the children's options and drops child values no longer offered.
 */

/** The filters that name `parentId` among their cascadeParentIds. */
export function cascadeChildren(
  filters: readonly NativeFilterConfigurationItem[],
  parentId: string,
): NativeFilter[] {
  return filters.filter(isNativeFilter).filter((f) => f.cascadeParentIds?.includes(parentId));
}

/** Every filter depending on `parentId`, directly or through others, nearest first; cycles stop. */
export function descendantFilterIds(
  filters: readonly NativeFilterConfigurationItem[],
  parentId: string,
): string[] {
  const out: string[] = [];
  const seen = new Set([parentId]);
  const queue = [parentId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const child of cascadeChildren(filters, id)) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child.id);
      queue.push(child.id);
    }
  }
  return out;
}

/** Whether making `childId` depend on `parentId` would close a loop (the parent already depends on it). */
export function wouldCreateCascadeCycle(
  filters: readonly NativeFilterConfigurationItem[],
  childId: string,
  parentId: string,
): boolean {
  return childId === parentId || descendantFilterIds(filters, childId).includes(parentId);
}

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
  const next: DataMask = selectFilterDataMask(filter, multi ? kept : []);
  return { ...state, [filter.id]: { ...mask, ...next, id: filter.id } };
}
