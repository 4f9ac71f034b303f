import type { ExtraFormData } from '../dataMask/dataMask.js';
import { mergeExtraFormData } from './applyDataMasks.js';
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

/** The parents' masks merged: what a dependent filter's options query is limited by. */
export function cascadeParentExtraFormData(filter: NativeFilter, dataMask: DataMaskState): ExtraFormData {
  let merged: ExtraFormData = {};
  for (const parentId of filter.cascadeParentIds ?? []) {
    merged = mergeExtraFormData(merged, dataMask[parentId]?.extraFormData);
  }
  return merged;
}

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
