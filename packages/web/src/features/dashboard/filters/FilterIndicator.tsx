import { FilterOutlined } from '@ant-design/icons';
import {
  appliedFiltersForChart,
  filterBoxFiltersForChart,
  globalCrossFilterScopeOf,
  type AppliedFilter,
  type ChartConfiguration,
} from '@sightline/core';
import { Popover } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useAppSelector } from '../../../platform/hooks';
import { appliedDashboardFilters } from '../filterBox/filterBoxMigrationStep';
import { selectNativeFilters } from './selectNativeFilters';
import { selectChartTitleOf } from './chartTitles';
import { datasetColumns, selectLoadedDataset } from './datasetColumns';
import { indicatorMessages as messages } from './indicatorMessages';
import './filterIndicator.css';

/** A filter in a chart's indicator: its status, the name shown and its value(s) as text. */
export interface IndicatorEntry {
  id: string;
  status: AppliedFilter['status'];
  name: string;
  value: string;
}

/** A filter's selection as text: list items joined by commas, nested lists flattened. */
export function indicatorValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.flat(Infinity).map(String).join(', ');
  return String(value);
}

/**
 * The filter-box fields, native filters and cross-filters in the chart's scope, with their status and
 * values. Filter boxes count only while they are shown (and so filter the charts' queries).
 */
function useIndicatorEntries(chartId: number, datasourceId: number | null | undefined): IndicatorEntry[] {
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const metadata = useAppSelector((state) => state.dashboard.info?.metadata);
  const nativeFilters = useAppSelector(selectNativeFilters);
  const layout = useAppSelector((state) => state.dashboard.layout.present);
  const dashboardFilters = useAppSelector((state) => appliedDashboardFilters(state.dashboard));
  const dataset = useAppSelector((state) => selectLoadedDataset(state, datasourceId));
  const titleOf = useAppSelector(selectChartTitleOf);
  // Undefined until the dataset loads: no filter is judged incompatible before that.
  const chartColumns = useMemo(() => datasetColumns(dataset)?.map((column) => column.column_name), [dataset]);
  const fromFilterBoxes = useMemo(
    () => filterBoxFiltersForChart(chartId, dashboardFilters, layout, chartColumns),
    [chartId, dashboardFilters, layout, chartColumns],
  );
  const fromMasks = useMemo(() => {
    if (!metadata) return [];
    return appliedFiltersForChart(chartId, {
      dataMask,
      nativeFilters,
      chartConfiguration: metadata.chart_configuration as ChartConfiguration | undefined,
      globalCrossFilterScope: globalCrossFilterScopeOf(metadata.global_chart_configuration),
      layout,
      chartColumns,
    });
  }, [chartId, dataMask, metadata, nativeFilters, layout, chartColumns]);
  return useMemo(
    () =>
      [...fromFilterBoxes, ...fromMasks].map((filter) => ({
        id: filter.id,
        status: filter.status,
        name: filter.kind === 'crossFilter' ? titleOf(Number(filter.id)) : filter.name,
        value: indicatorValue(filter.value),
      })),
    [fromFilterBoxes, fromMasks, titleOf],
  );
}

const SECTIONS = [
  ['applied', messages.applied],
  ['incompatible', messages.incompatible],
  ['unset', messages.unset],
] as const;

function IndicatorList({ entries }: { entries: IndicatorEntry[] }) {
  return (
    <div className="sl-filter-indicator-popover" data-testid="filter-indicator-popover">
      {SECTIONS.map(([status, title]) => {
        const shown = entries.filter((entry) => entry.status === status);
        if (shown.length === 0) return null;
        return (
          <div key={status} className="sl-filter-indicator-section" data-status={status}>
            <div className="sl-filter-indicator-section-title">{title}</div>
            <ul>
              {shown.map((entry) => (
                <li key={entry.id} data-testid="filter-indicator-item">
                  {entry.name}
                  {entry.value ? `: ${entry.value}` : ''}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The funnel in a chart's title row (view mode) with the count of filters applied to it; hidden when none
 * applies and none is incompatible. A plain button until clicked: the popover listing the filters in
 * scope (applied, incompatible, unset, with their values) mounts on the first click.
 */
export const FilterIndicator = memo(function FilterIndicator({
  chartId,
  datasourceId,
}: {
  chartId: number;
  datasourceId?: number | null;
}) {
  const entries = useIndicatorEntries(chartId, datasourceId);
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const applied = entries.filter((entry) => entry.status === 'applied').length;
  if (applied === 0 && !entries.some((entry) => entry.status === 'incompatible')) return null;
  const button = (
    <button
      type="button"
      className="sl-filter-indicator-button"
      aria-label={messages.button(applied)}
      data-testid="filter-indicator"
      onClick={(event) => {
        event.stopPropagation();
        if (!activated) {
          setActivated(true);
          setOpen(true);
        }
      }}
    >
      <FilterOutlined />
      <span data-testid="filter-indicator-count">{applied}</span>
    </button>
  );
  if (!activated) return button;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={<IndicatorList entries={entries} />}
    >
      {button}
    </Popover>
  );
});
