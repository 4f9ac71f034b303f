import { TIME_GRAIN_NAMES, TIME_GRAINS } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import type { SingleChoiceFilterProps } from '../../sdk/nativeFilter/SingleChoiceFilter.js';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';
import { timeGrainValueDataMask } from './dataMask.js';

const TIME_GRAIN_OPTIONS = TIME_GRAINS.map((grain) => ({ value: grain, label: TIME_GRAIN_NAMES[grain] }));

/** The time grain filter's props: every grain by its name, the one shown and its setter. */
export function transformProps({
  formData,
  filterState,
  hooks,
}: ChartProps<NativeFilterFormData>): SingleChoiceFilterProps {
  return {
    filterId: formData.id,
    name: formData.name,
    value: singleStringOf(filterState?.value),
    options: TIME_GRAIN_OPTIONS,
    setValue: (value) => hooks.setDataMask?.(timeGrainValueDataMask(formData, value)),
  };
}
