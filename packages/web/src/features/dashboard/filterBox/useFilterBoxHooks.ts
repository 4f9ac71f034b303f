import { FILTER_BOX_VIZ_TYPE, type FilterBoxValues } from '@sightline/core';
import type { ChartHooks } from '@sightline/charts';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { useChartDataClient } from '../../charts/data/useChartDataClient';
import { dashboardFilterAction } from '../state/dashboardSlice';
import type { DashboardSliceEntity } from '../state/dashboardTypes';
import { searchFilterBoxOptions } from './filterBoxSearch';

export interface FilterBoxChartProps {
  hooks: ChartHooks;
  filterState: { selectedValues: Record<string, FilterBoxValues> } | undefined;
}

const NO_SELECTION = undefined;

/**
 * What the dashboard hands a filter_box chart: onAddFilter turns a field's selection into the
 * changeFilter action (merge unless the box says replace), searchFilterOptions searches the box's
 * dataset, and filterState carries the current selections back. Null for other charts.
 */
export function useFilterBoxHooks(
  chartId: number,
  slice: DashboardSliceEntity | undefined,
  otherHooks: ChartHooks,
): FilterBoxChartProps | null {
  const dispatch = useAppDispatch();
  const client = useChartDataClient();
  const isFilterBox = slice?.viz_type === FILTER_BOX_VIZ_TYPE;
  const columns = useAppSelector((state) =>
    isFilterBox ? state.dashboard.dashboardFilters[chartId]?.columns : undefined,
  );
  const formData = slice?.form_data;
  const hooks = useMemo<ChartHooks | null>(
    () =>
      isFilterBox && formData
        ? {
            ...otherHooks,
            onAddFilter: (column, values, merge = true) =>
              dispatch(
                dashboardFilterAction({
                  type: 'changeFilter',
                  chartId,
                  newSelectedValues: { [column]: values as FilterBoxValues },
                  merge,
                }),
              ),
            searchFilterOptions: (column, search) => searchFilterBoxOptions(client, formData, column, search),
          }
        : null,
    [isFilterBox, formData, otherHooks, dispatch, chartId, client],
  );
  const filterState = useMemo(() => (columns ? { selectedValues: columns } : NO_SELECTION), [columns]);
  return hooks ? { hooks, filterState } : null;
}
