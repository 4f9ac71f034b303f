import {
  chartsInScope,
  defaultFilterScope,
  isNativeFilter,
  tabsInScope,
  type DashboardLayout,
  type NativeFilterConfigurationItem,
} from '@sightline/core';
import { filterCascades } from './filterConfigDraft';

/**
 * The native_filter_configuration saved from the modal's items: descriptions trimmed, each
 * filter's chartsInScope / tabsInScope worked out from its scope over the current layout, and parents that
 * are no longer cascading filters of the list (removed, or of another type now) dropped from cascadeParentIds.
 */
export function savedFilterConfiguration(
  items: readonly NativeFilterConfigurationItem[],
  layout: DashboardLayout,
): NativeFilterConfigurationItem[] {
  const cascadingFilterIds = new Set(
    items.filter(isNativeFilter).flatMap((f) => (filterCascades(f) ? [f.id] : [])),
  );
  return items.map((item) => {
    const description = (item.description ?? '').trim();
    if (!isNativeFilter(item)) return { ...item, description };
    const scope = item.scope ?? defaultFilterScope();
    return {
      ...item,
      description,
      scope,
      cascadeParentIds: filterCascades(item)
        ? (item.cascadeParentIds ?? []).filter((id) => cascadingFilterIds.has(id))
        : [],
      chartsInScope: chartsInScope(layout, scope),
      tabsInScope: tabsInScope(layout, scope),
    };
  });
}
