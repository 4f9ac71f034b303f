import {
  COMMON_TIME_RANGES,
  FILTER_OPTIONS_COUNT_METRIC,
  NO_TIME_RANGE,
  TIME_GRAIN_NAMES,
  TIME_GRAINS,
} from '@sightline/core';
import type { ChartHooks, ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName } from '../../sdk/chartValues.js';
import { maxOptionMetric, readFilterBoxOptions, type FilterBoxOption } from './filterBoxOptions.js';
import { initialFilterBoxSelection, type FilterBoxSelection } from './filterBoxSelection.js';
import type { FilterBoxFormData } from './formData.js';

export interface FilterBoxField {
  column: string;
  label: string;
  multiple: boolean;
  clearable: boolean;
  searchAllOptions: boolean;
  options: FilterBoxOption[];
  /** The largest metric of the options: every option's bar is scaled to it. */
  maxMetric: number;
}

export interface FilterBoxChoice {
  value: string;
  label: string;
}

export interface FilterBoxProps {
  width: number;
  height: number;
  fields: FilterBoxField[];
  /** The time range choices when the box shows its time range picker. */
  timeRanges: FilterBoxChoice[] | null;
  timeGrains: FilterBoxChoice[] | null;
  timeColumns: FilterBoxChoice[] | null;
  instantFiltering: boolean;
  /** Where the box starts: the host's current selection, else each field's default. */
  initialSelection: FilterBoxSelection;
  onAddFilter?: ChartHooks['onAddFilter'];
  searchFilterOptions?: ChartHooks['searchFilterOptions'];
}

const choice = (value: string, label = value): FilterBoxChoice => ({ value, label });

/** The time range picker's choices: 'No filter' and the 'Last …' ranges. */
const TIME_RANGE_CHOICES: FilterBoxChoice[] = [NO_TIME_RANGE, ...COMMON_TIME_RANGES].map((range) =>
  choice(range),
);

export function transformProps(chartProps: ChartProps<FilterBoxFormData>): FilterBoxProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  // buildQuery asks one query per field, in the fields' order.
  const { filterBox } = formData;
  const fields = filterBox.fields.map((field, index): FilterBoxField => {
    const options = readFilterBoxOptions(
      queriesData[index],
      field.column,
      field.metric || FILTER_OPTIONS_COUNT_METRIC,
    );
    return {
      column: field.column,
      label: field.label || columnVerboseName(field.column, datasource),
      multiple: field.multiple,
      clearable: field.clearable,
      searchAllOptions: field.searchAllOptions,
      options,
      maxMetric: maxOptionMetric(options),
    };
  });
  const initialSelection = initialFilterBoxSelection(formData, datasource, filterState?.selectedValues);
  const temporalColumns = (datasource?.columns ?? []).filter((column) => column.is_dttm);
  return {
    width,
    height,
    fields,
    timeRanges: filterBox.dateFilter ? TIME_RANGE_CHOICES : null,
    timeGrains: filterBox.showTimeGrain
      ? TIME_GRAINS.map((grain) => choice(grain, TIME_GRAIN_NAMES[grain]))
      : null,
    timeColumns: filterBox.showTimeColumn
      ? temporalColumns.map((column) => choice(column.column_name, column.verbose_name || column.column_name))
      : null,
    instantFiltering: filterBox.instantFiltering,
    initialSelection,
    ...(hooks.onAddFilter ? { onAddFilter: hooks.onAddFilter } : {}),
    ...(hooks.searchFilterOptions ? { searchFilterOptions: hooks.searchFilterOptions } : {}),
  };
}
