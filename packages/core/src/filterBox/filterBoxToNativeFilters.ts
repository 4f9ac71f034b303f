import type { DataMask } from '../dataMask/dataMask.js';
import { parseDatasourceUid } from '../formData/datasourceUid.js';
import {
  newNativeFilterId,
  type FilterScope,
  type NativeFilter,
} from '../nativeFilters/nativeFilterTypes.js';
import {
  defaultFilterBoxScope,
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
  type DashboardFilter,
  type FilterBoxScope,
} from './dashboardFilterTypes.js';
import { fieldExtraFormData } from './filterBoxExtraFormData.js';
import { filterBoxSettingsOf, type FilterBoxFieldConfig } from './filterBoxFormData.js';

/** A filter box to convert: its dashboard filter (values, labels, scopes) and its chart's form data. */
export interface FilterBoxToConvert {
  filter: DashboardFilter;
  formData: Record<string, unknown>;
}

/** A field's scope as a native filter scope: the same layout roots; immune charts and the box excluded. */
export function nativeScopeOf(scope: FilterBoxScope | undefined, filterBoxChartId: number): FilterScope {
  const { scope: rootPath, immune } = scope ?? defaultFilterBoxScope();
  return { rootPath: [...rootPath], excluded: [...new Set([...immune, filterBoxChartId])] };
}

/** The field's current values as a native filter's default mask (an empty mask when nothing is picked). */
function defaultMaskOf(column: string, values: DashboardFilter['columns'][string]): DataMask {
  const extraFormData = fieldExtraFormData(column, values);
  if (!extraFormData) return { extraFormData: {}, filterState: {} };
  const value = Array.isArray(values) ? values : [values];
  return { extraFormData, filterState: { value: column === TIME_RANGE_COLUMN ? values : value } };
}

function selectControlValues(field: FilterBoxFieldConfig) {
  return {
    multiSelect: field.multiple,
    enableEmptyFilter: !field.clearable,
    sortAscending: field.asc,
    defaultToFirstItem: false,
    inverseSelection: false,
    searchAllOptions: field.searchAllOptions,
  };
}

const TIME_FILTER_TYPES = {
  [TIME_RANGE_COLUMN]: 'filter_time',
  [TIME_GRAIN_COLUMN]: 'filter_timegrain',
  [TIME_COL_COLUMN]: 'filter_timecolumn',
} as const;

/**
 * Native filters built from filter boxes (only while reviewing the migration): one
 * filter_select per field (its label as the name, dataset and column as the target, multiple / clearable
 * / sort order as control values), and filter_time / filter_timegrain / filter_timecolumn for the time
 * fields the box shows; each with the field's values as its default mask and the field's scope.
 */
export function nativeFiltersFromFilterBoxes(
  boxes: readonly FilterBoxToConvert[],
  newId: () => string = newNativeFilterId,
): NativeFilter[] {
  const out: NativeFilter[] = [];
  for (const { filter, formData } of boxes) {
    const settings = filterBoxSettingsOf(formData);
    const datasetId = parseDatasourceUid(filter.datasourceId)?.id;
    const base = (column: string) => ({
      id: newId(),
      type: 'NATIVE_FILTER' as const,
      name: filter.labels[column] ?? column,
      description: '',
      cascadeParentIds: [],
      scope: nativeScopeOf(filter.scopes[column], filter.chartId),
      defaultDataMask: defaultMaskOf(column, filter.columns[column] ?? null),
    });
    for (const field of settings.fields) {
      out.push({
        ...base(field.column),
        filterType: 'filter_select',
        targets: [{ datasetId, column: { name: field.column } }],
        controlValues: selectControlValues(field),
        ...(field.metric ? { sortMetric: field.metric } : {}),
      });
    }
    for (const [column, filterType] of Object.entries(TIME_FILTER_TYPES)) {
      if (!(column in filter.columns)) continue;
      out.push({
        ...base(column),
        filterType,
        targets: column === TIME_RANGE_COLUMN || datasetId === undefined ? [{}] : [{ datasetId }],
        controlValues: {},
      });
    }
  }
  return out;
}
