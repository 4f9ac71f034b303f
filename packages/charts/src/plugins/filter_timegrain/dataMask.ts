import {
  emptyFilterDataMask,
  TIME_GRAINS,
  type DataMask,
  type NativeFilter,
  type TimeGrain,
} from '@sightline/core';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';

/** A time grain filter: the grain as time_grain_sqla; an unknown grain filters nothing. */
export function timeGrainDataMask(grain: string | null | undefined): DataMask {
  if (!grain || !(TIME_GRAINS as readonly string[]).includes(grain)) return emptyFilterDataMask();
  return {
    extraFormData: { time_grain_sqla: grain as TimeGrain },
    filterState: { value: [grain], label: grain },
  };
}

/** The mask of a value as the filter bar holds it: the grain, or a list holding it. */
export function timeGrainValueDataMask(_filter: NativeFilter, value: unknown): DataMask {
  return timeGrainDataMask(singleStringOf(value) ?? null);
}
