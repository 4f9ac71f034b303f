import {
  NO_TIME_RANGE,
  TIME_GRAIN_NAMES,
  TIME_GRAINS,
  cascadeParentExtraFormData,
  clearInvalidCascadeValues,
  firstItemDataMask,
  type DataMaskState,
  type NativeFilter,
} from '@sightline/core';
import { InputNumber, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { TimeRangePicker } from '../../shared/timeRange/TimeRangePicker';
import { datasetColumns, selectLoadedDataset } from './datasetColumns';
import { publishDataMask } from './dataMaskThunks';
import { filterBarMessages as messages } from './filterBarMessages';
import { useFilterOptions, type FilterOption } from './useFilterOptions';

export interface NativeFilterControlProps {
  filter: NativeFilter;
  /** The value shown: pending, else applied (in the control's shape, or a mask's filterState.value). */
  value: unknown;
  onChange: (value: unknown) => void;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
const firstString = (value: unknown): string | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};
const optionLabel = (value: FilterOption) => (value === null ? 'NULL' : String(value));

/**
 * A select filter: its options load with the parents' applied selections (cascade); once they load,
 * applied values they no longer offer are cleared from the store and pending ones from the bar.
 */
function SelectFilter({ filter, value, onChange }: NativeFilterControlProps) {
  const dispatch = useAppDispatch();
  const dataMask: DataMaskState = useAppSelector((state) => state.dashboard.dataMask);
  const parentExtraFormData = useMemo(() => cascadeParentExtraFormData(filter, dataMask), [filter, dataMask]);
  const searchAll = filter.controlValues?.searchAllOptions === true;
  const [search, setSearch] = useState('');
  const options = useFilterOptions(filter, parentExtraFormData, searchAll ? search : '');
  const selected = asList(value);
  const isCascadeChild = (filter.cascadeParentIds ?? []).length > 0;
  // Only the full list (not a search's answer) tells which values are still offered.
  const fullListLoaded = options.status === 'done' && options.loadedFor !== null && options.search === '';

  useEffect(() => {
    if (!fullListLoaded) return;
    const next = isCascadeChild ? clearInvalidCascadeValues(dataMask, filter, options.values) : dataMask;
    if (next !== dataMask) dispatch(publishDataMask(filter.id, next[filter.id]!));
    if (isCascadeChild) {
      const allowed = new Set<unknown>(options.values);
      if (selected.some((v) => !allowed.has(v))) onChange(selected.filter((v) => allowed.has(v)));
    }
    // "Select first filter value by default": applied at once, like a default value.
    const first = firstItemDataMask(
      filter,
      options.values.filter((v) => v !== null),
      next[filter.id],
    );
    if (first) dispatch(publishDataMask(filter.id, first));
    // Only a new set of options is checked; the masks and the pending value are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  const multi = filter.controlValues?.multiSelect !== false;
  return (
    <>
      <Select
        id={`native-filter-${filter.id}`}
        aria-label={filter.name}
        mode={multi ? 'multiple' : undefined}
        allowClear
        showSearch
        filterOption={!searchAll}
        onSearch={searchAll ? setSearch : undefined}
        onBlur={() => setSearch('')}
        style={{ width: '100%' }}
        placeholder={messages.selectPlaceholder}
        loading={options.status === 'loading'}
        value={multi ? selected : selected[0]}
        onChange={(next: unknown) => onChange(asList(next))}
        options={options.values
          .filter((v) => v !== null)
          .map((v) => ({ value: v as string | number, label: optionLabel(v) }))}
      />
      {filter.controlValues?.inverseSelection && (
        <Typography.Text type="secondary" className="sl-native-filter-note">
          {messages.inverseSelection}
        </Typography.Text>
      )}
      {options.status === 'error' && (
        <Typography.Text type="danger">{messages.optionsFailed}</Typography.Text>
      )}
    </>
  );
}

function RangeFilter({ filter, value, onChange }: NativeFilterControlProps) {
  const [lower, upper] = Array.isArray(value) ? (value as unknown[]) : [null, null];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={`${filter.name} ${messages.rangeMin}`}
        placeholder={messages.rangeMin}
        value={num(lower)}
        onChange={(next) => onChange([num(next), num(upper)])}
      />
      <InputNumber
        aria-label={`${filter.name} ${messages.rangeMax}`}
        placeholder={messages.rangeMax}
        value={num(upper)}
        onChange={(next) => onChange([num(lower), num(next)])}
      />
    </Space.Compact>
  );
}

/** The target dataset's temporal columns, from the datasets the dashboard loaded. */
function useTemporalColumns(filter: NativeFilter): string[] {
  const dataset = useAppSelector((state) => selectLoadedDataset(state, filter.targets[0]?.datasetId));
  return useMemo(
    () => (datasetColumns(dataset) ?? []).filter((c) => c.is_dttm).map((c) => c.column_name),
    [dataset],
  );
}

/** A filter that picks one named value (a time grain, a time column); cleared, it holds null. */
function SingleChoiceFilter({
  filter,
  value,
  onChange,
  options,
}: NativeFilterControlProps & { options: { value: string; label: string }[] }) {
  return (
    <Select
      id={`native-filter-${filter.id}`}
      aria-label={filter.name}
      allowClear
      style={{ width: '100%' }}
      value={firstString(value)}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      options={options}
    />
  );
}

const TIME_GRAIN_OPTIONS = TIME_GRAINS.map((grain) => ({ value: grain, label: TIME_GRAIN_NAMES[grain] }));

function TimeColumnFilter(props: NativeFilterControlProps) {
  const columns = useTemporalColumns(props.filter);
  return <SingleChoiceFilter {...props} options={columns.map((c) => ({ value: c, label: c }))} />;
}

/** One native filter's control, by its filterType. */
export function NativeFilterControl(props: NativeFilterControlProps) {
  const { filter, value, onChange } = props;
  switch (filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return (
        <TimeRangePicker
          value={firstString(value) ?? NO_TIME_RANGE}
          onChange={(next) => onChange(next === NO_TIME_RANGE ? null : next)}
        />
      );
    case 'filter_timegrain':
      return <SingleChoiceFilter {...props} options={TIME_GRAIN_OPTIONS} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    default:
      return null;
  }
}
