import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { selectChartTitleOf } from './chartTitles';
import { activeCrossFilters } from './crossFilters';
import { clearAllCrossFilters, clearCrossFilter } from './dataMaskThunks';
import { filterMessages as messages } from './messages';
import './filterStrip.css';

/**
 * The strip above the layout listing the cross-filters in effect as chips, each with Clear, and Clear
 * all; nothing when none is set. (Native filter values are in the filter bar.)
 */
export function CrossFilterStrip() {
  const dispatch = useAppDispatch();
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const sliceIds = useAppSelector((state) => state.dashboard.dashboardState.sliceIds);
  const active = useMemo(() => activeCrossFilters(dataMask, sliceIds), [dataMask, sliceIds]);
  const titleOf = useAppSelector(selectChartTitleOf);
  if (active.length === 0) return null;
  return (
    <div className="sl-filter-strip" data-testid="cross-filter-strip" aria-label={messages.crossFilters}>
      <span className="sl-filter-strip-title">{messages.crossFilters}</span>
      {active.map(({ chartId, value }) => {
        const title = titleOf(chartId);
        return (
          <span
            key={chartId}
            className="sl-filter-chip"
            data-testid="cross-filter-chip"
            data-chart-id={chartId}
          >
            <span className="sl-filter-chip-text">
              <strong>{title}</strong>
              {value ? `: ${value}` : ''}
            </span>
            <button
              type="button"
              className="sl-filter-chip-clear"
              aria-label={messages.clearChip(title)}
              onClick={() => dispatch(clearCrossFilter(chartId))}
            >
              {messages.clear}
            </button>
          </span>
        );
      })}
      <button
        type="button"
        className="sl-filter-strip-clear-all"
        onClick={() => dispatch(clearAllCrossFilters())}
      >
        {messages.clearAll}
      </button>
    </div>
  );
}
