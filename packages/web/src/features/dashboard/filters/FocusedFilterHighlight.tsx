import { useMemo } from 'react';
import { useAppSelector } from '../../../platform/hooks';
import { focusedFilterCharts, focusHighlightCss } from './focusedFilter';
import { selectNativeFilters } from './selectNativeFilters';

/** Mounted with the filter bar: the style of the focused native filter. */
export function FocusedFilterHighlight() {
  const focusedFilterId = useAppSelector((state) => state.dashboard.focusedFilterId);
  const layout = useAppSelector((state) => state.dashboard.layout.present);
  const hasMetadata = useAppSelector((state) => !!state.dashboard.info?.metadata);
  const nativeFilters = useAppSelector(selectNativeFilters);
  const css = useMemo(
    () =>
      focusHighlightCss(
        focusedFilterId && hasMetadata ? focusedFilterCharts(layout, nativeFilters, focusedFilterId) : null,
      ),
    [focusedFilterId, layout, hasMetadata, nativeFilters],
  );
  return css ? <style data-testid="focused-filter-style">{css}</style> : null;
}
