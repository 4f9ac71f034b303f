import {
  chartsInScope,
  defaultFilterScope,
  isNativeFilter,
  tabsInScope,
  type DashboardLayout,
  type NativeFilterConfigurationItem,
} from '@sightline/core';

/**
 * The native_filter_configuration saved from the modal's items: descriptions trimmed (spec 2 §5.4), and
 * each filter's chartsInScope / tabsInScope worked out from its scope over the current layout.
 */
export function savedFilterConfiguration(
  items: readonly NativeFilterConfigurationItem[],
  layout: DashboardLayout,
): NativeFilterConfigurationItem[] {
  return items.map((item) => {
    const description = (item.description ?? '').trim();
    if (!isNativeFilter(item)) return { ...item, description };
    const scope = item.scope ?? defaultFilterScope();
    return {
      ...item,
      description,
      scope,
      chartsInScope: chartsInScope(layout, scope),
      tabsInScope: tabsInScope(layout, scope),
    };
  });
}
