import { emptyFilterDataMask, type DataMask, type NativeFilter } from '@sightline/core';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';

/** A time column filter: the column as granularity_sqla. */
export function timeColumnDataMask(column: string | null | undefined): DataMask {
  if (!column) return emptyFilterDataMask();
  return { extraFormData: { granularity_sqla: column }, filterState: { value: [column], label: column } };
}

/** The mask of a value as the filter bar holds it: the column, or a list holding it. */
export function timeColumnValueDataMask(_filter: NativeFilter, value: unknown): DataMask {
  return timeColumnDataMask(singleStringOf(value) ?? null);
}
