import type { NativeFilter } from '@sightline/core';
import type { ControlConfig, ControlPanelSection, ControlSetItem } from '../controlPanel.js';
import { filterControlMessages as messages } from './filterControlMessages.js';

/**
 * Where a filter control's value is saved: the filter item's own fields for what limits its options
 * (pre-filters, time range, sort metric), its controlValues for every other setting.
 */
const FILTER_ITEM_FIELDS = new Set(['adhoc_filters', 'time_range', 'granularity_sqla', 'sortMetric']);

/** The value of control `name` in a saved filter. */
export function filterControlValue(filter: NativeFilter, name: string): unknown {
  if (FILTER_ITEM_FIELDS.has(name)) return filter[name];
  return filter.controlValues?.[name];
}

/** The change to a filter that sets control `name` to `value`. */
export function filterControlPatch(
  filter: NativeFilter,
  name: string,
  value: unknown,
): Partial<NativeFilter> {
  if (FILTER_ITEM_FIELDS.has(name)) return { [name]: value };
  return { controlValues: { ...filter.controlValues, [name]: value } };
}

/** A settings checkbox saved in controlValues; by default it changes what the filter publishes, not its query. */
export function filterFlagControl(
  name: string,
  label: string,
  affects: ControlConfig['affects'] = 'render',
): ControlSetItem {
  const config: ControlConfig = { type: 'CheckboxControl', label, default: false, affects };
  return { name, config };
}

/** "Filter value is required": a required filter left empty blocks Apply. */
export const enableEmptyFilterControl = filterFlagControl('enableEmptyFilter', messages.enableEmptyFilter);

/** The settings every filter type has. */
export const filterSettingsSection = (...flags: ControlSetItem[]): ControlPanelSection => ({
  label: messages.filterSettings,
  controlSetRows: [[enableEmptyFilterControl], ...flags.map((flag) => [flag])],
});
