import { isNativeFilter, type NativeFilter, type NativeFilterConfigurationItem } from '@sightline/core';
import { filterPluginOf } from '../../../charts/nativeFilterRegistry';
import { isEmptyFilterValue } from '../filterBarState';
import { targetNeedsOf } from './filterTargets';
import { filterConfigMessages as messages } from './messages';

/** The form fields a check can fail on. */
export type FilterConfigField = 'name' | 'title' | 'dataset' | 'column' | 'defaultValue';
export type FieldErrors = Partial<Record<FilterConfigField, string>>;
/** Errors by item id; only items with an error appear. */
export type FilterConfigErrors = Record<string, FieldErrors>;

/** Whether a default value is set: a non-empty selection, or a range with at least one bound. */
export function hasDefaultValue(filter: NativeFilter): boolean {
  return !isEmptyFilterValue(filter.defaultDataMask?.filterState?.value);
}

/** A required filter that does not pick its first value by itself must start from a default value. */
export function needsDefaultValue(filter: NativeFilter): boolean {
  const controls = filter.controlValues ?? {};
  return controls.enableEmptyFilter === true && controls.defaultToFirstItem !== true;
}

/** The dataset or column the filter's type needs and the filter does not target yet (empty when none). */
export function targetErrors(filter: NativeFilter): FieldErrors {
  const errors: FieldErrors = {};
  const needs = targetNeedsOf(filter.filterType);
  const target = filter.targets[0];
  if (needs.dataset && typeof target?.datasetId !== 'number') errors.dataset = messages.datasetRequired;
  if (needs.column && !target?.column?.name) errors.column = messages.columnRequired;
  return errors;
}

function filterErrors(filter: NativeFilter): FieldErrors {
  const errors: FieldErrors = targetErrors(filter);
  if (!filter.name.trim()) errors.name = messages.nameRequired;
  if (needsDefaultValue(filter) && !hasDefaultValue(filter))
    errors.defaultValue = messages.defaultValueRequired;
  const refused = filterPluginOf(filter.filterType)?.validateDefaultValue?.(
    filter.defaultDataMask?.filterState?.value,
  );
  if (refused) errors.defaultValue = refused;
  return errors;
}

/** One item's errors (empty when it is valid). */
export function itemErrors(item: NativeFilterConfigurationItem): FieldErrors {
  if (isNativeFilter(item)) return filterErrors(item);
  return item.title.trim() ? {} : { title: messages.titleRequired };
}

/** Every item checked (on save). */
export function validateFilterConfig(items: readonly NativeFilterConfigurationItem[]): FilterConfigErrors {
  const errors: FilterConfigErrors = {};
  for (const item of items) {
    const found = itemErrors(item);
    if (Object.keys(found).length > 0) errors[item.id] = found;
  }
  return errors;
}

/**
 * The item to show after a failed validation: the shown one when it has an error itself,
 * else the first item (in list order) that has one.
 */
export function itemToShowAfterValidation(
  shownId: string | null,
  items: readonly NativeFilterConfigurationItem[],
  errors: FilterConfigErrors,
): string | null {
  if (shownId && errors[shownId]) return shownId;
  return items.find((item) => errors[item.id])?.id ?? shownId;
}
