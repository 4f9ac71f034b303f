import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { nativeFiltersOf } from './chartExtraFormData';
import { focusedFilterCharts, focusHighlightCss } from './focusedFilter';

/** Mounted with the filter bar: the style of the focused native filter. */
export function FocusedFilterHighlight() {
  const focusedFilterId = useAppSelector((state) => state.dashboard.focusedFilterId);
  const layout = useAppSelector((state) => state.dashboard.layout.present);
  const metadata = useAppSelector((state) => state.dashboard.info?.metadata);
  const css = useMemo(
    () =>
      focusHighlightCss(
        focusedFilterId && metadata
          ? focusedFilterCharts(layout, nativeFiltersOf(metadata), focusedFilterId)
          : null,
      ),
    [focusedFilterId, layout, metadata],
  );
  return css ? <style data-testid="focused-filter-style">{css}</style> : null;
}
