import {
  chartsInFilterScope,
  isNativeFilter,
  type DashboardLayout,
  type NativeFilterConfigurationItem,
} from '@sightline/core';

/** The charts in the focused filter's scope; null when no filter is focused (or it is not a filter). */
export function focusedFilterCharts(
  layout: DashboardLayout,
  items: readonly NativeFilterConfigurationItem[],
  focusedFilterId: string | null,
): ReadonlySet<number> | null {
  if (!focusedFilterId) return null;
  const filter = items.find((item) => item.id === focusedFilterId);
  if (!filter || !isNativeFilter(filter)) return null;
  return chartsInFilterScope(layout, filter);
}

/**
 * The style that highlights the focused filter's charts and fades the others: one rule over the chart
 * holders (`data-chart-id`), so focusing a filter re-renders no chart. Empty when nothing is focused.
 */
export function focusHighlightCss(charts: ReadonlySet<number> | null): string {
  if (!charts) return '';
  const inScope = [...charts].map((id) => `.sl-dashboard-chart[data-chart-id="${id}"]`).join(',\n');
  const faded = `.sl-dashboard-chart { opacity: 0.35; transition: opacity 0.15s; }`;
  if (!inScope) return faded;
  return `${faded}\n${inScope} { opacity: 1; outline: 2px solid var(--sl-focus-color, #20a7c9); outline-offset: -2px; }`;
}
