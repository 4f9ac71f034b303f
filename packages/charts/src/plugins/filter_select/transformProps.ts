import { filterColumnOf } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { filterOptionsStateOf, type FilterOptionsState } from '../../sdk/nativeFilter/filterOptionsState.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { selectValueDataMask } from './dataMask.js';
import { optionsLoadedMasks } from './optionsLoaded.js';

export type SelectFilterOption = string | number | boolean | null;

export interface SelectFilterProps {
  filterId: string;
  name: string;
  multi: boolean;
  searchAll: boolean;
  inverseSelection: boolean;
  /** The values shown selected (pending, else applied). */
  selected: unknown[];
  /** Every loaded option, NULL included. */
  options: SelectFilterOption[];
  optionsState: FilterOptionsState;
  /** A new selection: its mask goes to the host (the filter bar holds it until Apply). */
  setValue: (value: unknown) => void;
  /** Typed text of a filter that searches all options: the host loads the options again with it. */
  setSearch: (search: string) => void;
  /** Once the full list has loaded: publishes what the new options change (cascade, first value). */
  onFullListLoaded: () => void;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/**
 * The value filter's props: its options from the options query's rows, its selection from the host's
 * filter state, and setters that publish masks through the host's hooks.
 */
export function transformProps(chartProps: ChartProps<NativeFilterFormData>): SelectFilterProps {
  const { formData: filter, queriesData, filterState, ownState, hooks } = chartProps;
  const column = filterColumnOf(filter);
  const rows = (queriesData[0]?.data ?? []) as Record<string, unknown>[];
  const options = column ? rows.map((row) => row[column] as SelectFilterOption) : [];
  const optionsState = filterOptionsStateOf(ownState);
  const selected = asList(filterState?.value);
  const setValue = (value: unknown) => hooks.setDataMask?.(selectValueDataMask(filter, value));
  return {
    filterId: filter.id,
    name: filter.name,
    multi: filter.controlValues?.multiSelect !== false,
    searchAll: filter.controlValues?.searchAllOptions === true,
    inverseSelection: filter.controlValues?.inverseSelection === true,
    selected,
    options,
    optionsState,
    setValue,
    setSearch: (search) => hooks.setOwnState?.({ search }),
    onFullListLoaded: () => {
      hooks.applyDataMask?.((applied) => optionsLoadedMasks(filter, options, applied));
      if ((filter.cascadeParentIds ?? []).length === 0) return;
      const allowed = new Set<unknown>(options);
      if (selected.some((v) => !allowed.has(v))) setValue(selected.filter((v) => allowed.has(v)));
    },
  };
}
