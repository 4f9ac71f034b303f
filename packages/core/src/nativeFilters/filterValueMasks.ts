import type { FilterValue } from '../chartData/queryContext.js';
import { TIME_GRAINS, type TimeGrain } from '../chartData/queryContext.js';
import type { DataMask } from '../dataMask/dataMask.js';
import type { NativeFilter } from './nativeFilterTypes.js';

/** The data mask each filter type publishes for a selection (what the filter bar's Apply stores). */

type Scalar = Exclude<FilterValue, unknown[]>;

/** The column a value filter filters on: its first target's. */
export function filterColumnOf(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

const EMPTY_MASK = (): DataMask => ({ extraFormData: {}, filterState: { value: null } });

/**
 * A select filter: IN the chosen values (NOT IN with inverse selection); single-select keeps the first
 * value. An empty selection filters nothing.
 */
export function selectFilterDataMask(
  filter: NativeFilter,
  values: readonly Scalar[] | null | undefined,
): DataMask {
  const col = filterColumnOf(filter);
  const chosen =
    filter.controlValues?.multiSelect === false ? (values ?? []).slice(0, 1) : [...(values ?? [])];
  if (!col || chosen.length === 0) return EMPTY_MASK();
  const op = filter.controlValues?.inverseSelection ? 'NOT IN' : 'IN';
  return {
    extraFormData: { filters: [{ col, op, val: chosen }] },
    filterState: { value: chosen, label: chosen.map((v) => (v === null ? 'NULL' : String(v))).join(', ') },
  };
}

/** A range filter: `>=` the lower and `<=` the upper bound, each only when set. */
export function rangeFilterDataMask(
  filter: NativeFilter,
  range: readonly [number | null, number | null] | null | undefined,
): DataMask {
  const col = filterColumnOf(filter);
  const [lower, upper] = range ?? [null, null];
  const hasLower = typeof lower === 'number' && Number.isFinite(lower);
  const hasUpper = typeof upper === 'number' && Number.isFinite(upper);
  if (!col || (!hasLower && !hasUpper)) return EMPTY_MASK();
  const filters = [
    ...(hasLower ? [{ col, op: '>=' as const, val: lower }] : []),
    ...(hasUpper ? [{ col, op: '<=' as const, val: upper }] : []),
  ];
  const label = hasLower && hasUpper ? `${lower} ≤ x ≤ ${upper}` : hasLower ? `x ≥ ${lower}` : `x ≤ ${upper}`;
  return { extraFormData: { filters }, filterState: { value: [lower, upper], label } };
}

/** A time range filter: the range as time_range (e.g. 'Last week'); none filters nothing. */
export function timeRangeDataMask(timeRange: string | null | undefined): DataMask {
  if (!timeRange) return EMPTY_MASK();
  return { extraFormData: { time_range: timeRange }, filterState: { value: timeRange, label: timeRange } };
}

/** A time grain filter: the grain as time_grain_sqla; an unknown grain filters nothing. */
export function timeGrainDataMask(grain: string | null | undefined): DataMask {
  if (!grain || !(TIME_GRAINS as readonly string[]).includes(grain)) return EMPTY_MASK();
  return {
    extraFormData: { time_grain_sqla: grain as TimeGrain },
    filterState: { value: [grain], label: grain },
  };
}

/** A time column filter: the column as granularity_sqla. */
export function timeColumnDataMask(column: string | null | undefined): DataMask {
  if (!column) return EMPTY_MASK();
  return { extraFormData: { granularity_sqla: column }, filterState: { value: [column], label: column } };
}

/** The mask for `value` by the filter's type; an unknown type filters nothing. */
export function filterDataMask(filter: NativeFilter, value: unknown): DataMask {
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  switch (filter.filterType) {
    case 'filter_select':
      return selectFilterDataMask(
        filter,
        Array.isArray(value)
          ? (value as Scalar[])
          : value === null || value === undefined
            ? []
            : [value as Scalar],
      );
    case 'filter_range':
      return rangeFilterDataMask(
        filter,
        Array.isArray(value) ? [asNumber(value[0]), asNumber(value[1])] : null,
      );
    case 'filter_time':
      return timeRangeDataMask(typeof first === 'string' ? first : null);
    case 'filter_timegrain':
      return timeGrainDataMask(typeof first === 'string' ? first : null);
    case 'filter_timecolumn':
      return timeColumnDataMask(typeof first === 'string' ? first : null);
    default:
      return EMPTY_MASK();
  }
}

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A select filter set to "select first filter value by default": once its options load, the mask that
 * selects the first one; null when the option is off, nothing loaded, or a value is already selected.
 */
export function firstItemDataMask(
  filter: NativeFilter,
  options: readonly Scalar[],
  held?: DataMask,
): DataMask | null {
  const value = held?.filterState?.value;
  const selected = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  if (!filter.controlValues?.defaultToFirstItem || options.length === 0 || selected) return null;
  return selectFilterDataMask(filter, options.slice(0, 1));
}
