import {
  ChartRenderer,
  FilterHostControlsContext,
  nativeFilterFormData,
  type ChartDatasource,
  type ChartHooks,
  type FilterHostControls,
} from '@sightline/charts';
import { cascadeParentExtraFormData, type DataMask, type NativeFilter } from '@sightline/core';
import { useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { TimeRangePicker } from '../../../features/shared/timeRange/TimeRangePicker';
import { filterPluginOf, nativeFilterRegistry } from '../../charts/nativeFilterRegistry';
import { datasetColumns, selectLoadedDataset } from './datasetColumns';
import { publishDataMasks } from './dataMaskThunks';
import { useFilterData } from './useFilterData';

export interface NativeFilterControlProps {
  filter: NativeFilter;
  /** The value shown: pending, else applied (a mask's filterState.value). */
  value: unknown;
  /** The mask of the value the user chose. */
  onDataMask: (mask: DataMask) => void;
  /**
   * Whether the filter may publish masks at once (the filter bar's filters: values their new options no
   * longer offer, a first value selected by default); a preview never does.
   */
  publishes?: boolean;
}

const HOST_CONTROLS: FilterHostControls = { TimeRangePicker };

/** The target dataset as the filter's plugin reads it, from the datasets the dashboard loaded. */
function useFilterDatasource(filter: NativeFilter): ChartDatasource | undefined {
  const datasetId = filter.targets[0]?.datasetId;
  const dataset = useAppSelector((state) => selectLoadedDataset(state, datasetId));
  return useMemo(() => {
    const columns = datasetColumns(dataset);
    return columns && typeof datasetId === 'number'
      ? { id: datasetId, type: 'table', columns, metrics: [] }
      : undefined;
  }, [dataset, datasetId]);
}

/**
 * One native filter, drawn by the plugin of its filterType through the chart renderer: its form data
 * carries the parents' applied masks (cascade), its data is what the plugin's buildQuery asks for, its
 * filter state is the value shown. An unknown filter type draws nothing.
 */
export function NativeFilterControl({
  filter,
  value,
  onDataMask,
  publishes = false,
}: NativeFilterControlProps) {
  const dispatch = useAppDispatch();
  const plugin = filterPluginOf(filter.filterType);
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const parentExtraFormData = useMemo(() => cascadeParentExtraFormData(filter, dataMask), [filter, dataMask]);
  const formData = useMemo(
    () => nativeFilterFormData(filter, parentExtraFormData),
    [filter, parentExtraFormData],
  );
  const [search, setSearch] = useState('');
  const data = useFilterData(plugin, formData, search);
  const datasource = useFilterDatasource(filter);
  // The latest callback, so the hooks (and the plugin's props) stay the same across the parent's renders.
  const onDataMaskRef = useRef(onDataMask);
  onDataMaskRef.current = onDataMask;
  const hooks = useMemo<ChartHooks>(
    () => ({
      setDataMask: (mask) => onDataMaskRef.current(mask),
      setOwnState: (ownState) => setSearch(typeof ownState.search === 'string' ? ownState.search : ''),
      ...(publishes ? { applyDataMask: (update) => dispatch(publishDataMasks(filter.id, update)) } : {}),
    }),
    [dispatch, filter.id, publishes],
  );
  const filterState = useMemo(() => ({ value }), [value]);
  const ownState = useMemo(
    () => ({ status: data.status, loadedFor: data.loadedFor, search: data.search }),
    [data],
  );
  if (!plugin) return null;
  return (
    <FilterHostControlsContext.Provider value={HOST_CONTROLS}>
      <ChartRenderer
        registry={nativeFilterRegistry}
        formData={formData}
        queriesData={data.results}
        // A filter fills the bar's width by itself: it has no chart size.
        width={0}
        height={0}
        datasource={datasource}
        hooks={hooks}
        filterState={filterState}
        ownState={ownState}
      />
    </FilterHostControlsContext.Provider>
  );
}
