import { emptyFilterDataMask, type DataMask, type NativeFilter } from '@sightline/core';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';

/** A time range filter: the range as time_range (e.g. 'Last week'); none filters nothing. */
export function timeRangeDataMask(timeRange: string | null | undefined): DataMask {
  if (!timeRange) return emptyFilterDataMask();
  return { extraFormData: { time_range: timeRange }, filterState: { value: timeRange, label: timeRange } };
}

/** The mask of a value as the filter bar holds it: the range, or a list holding it. */
export function timeRangeValueDataMask(_filter: NativeFilter, value: unknown): DataMask {
  return timeRangeDataMask(singleStringOf(value) ?? null);
}
