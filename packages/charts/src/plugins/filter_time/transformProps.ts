import { NO_TIME_RANGE } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';
import { timeRangeValueDataMask } from './dataMask.js';

export interface TimeRangeFilterProps {
  /** The range shown ('No filter' when none). */
  timeRange: string;
  /** A new range ('No filter' clears it): its mask goes to the host. */
  setTimeRange: (timeRange: string) => void;
}

/** The time range filter's props: the range shown (pending, else applied) and its setter. */
export function transformProps({
  formData,
  filterState,
  hooks,
}: ChartProps<NativeFilterFormData>): TimeRangeFilterProps {
  return {
    timeRange: singleStringOf(filterState?.value) ?? NO_TIME_RANGE,
    setTimeRange: (next) =>
      hooks.setDataMask?.(timeRangeValueDataMask(formData, next === NO_TIME_RANGE ? null : next)),
  };
}
