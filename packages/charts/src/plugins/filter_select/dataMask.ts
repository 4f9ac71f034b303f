import {
  emptyFilterDataMask,
  filterColumnOf,
  type DataMask,
  type FilterValue,
  type NativeFilter,
} from '@sightline/core';

type Scalar = Exclude<FilterValue, unknown[]>;

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
  if (!col || chosen.length === 0) return emptyFilterDataMask();
  const op = filter.controlValues?.inverseSelection ? 'NOT IN' : 'IN';
  return {
    extraFormData: { filters: [{ col, op, val: chosen }] },
    filterState: { value: chosen, label: chosen.map((v) => (v === null ? 'NULL' : String(v))).join(', ') },
  };
}

/** The mask of a value as the filter bar holds it: a list of values, or one value. */
export function selectValueDataMask(filter: NativeFilter, value: unknown): DataMask {
  return selectFilterDataMask(
    filter,
    Array.isArray(value)
      ? (value as Scalar[])
      : value === null || value === undefined
        ? []
        : [value as Scalar],
  );
}
