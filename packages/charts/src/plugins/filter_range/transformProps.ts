import type { ChartProps } from '../../sdk/chartPlugin.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { rangeValueDataMask } from './dataMask.js';

export interface RangeFilterProps {
  name: string;
  lower: number | null;
  upper: number | null;
  /** A new range: its mask goes to the host (the filter bar holds it until Apply). */
  setValue: (value: [number | null, number | null]) => void;
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The range filter's props: the bounds shown (pending, else applied) and their setter. */
export function transformProps({
  formData,
  filterState,
  hooks,
}: ChartProps<NativeFilterFormData>): RangeFilterProps {
  const [lower, upper] = Array.isArray(filterState?.value) ? (filterState.value as unknown[]) : [null, null];
  return {
    name: formData.name,
    lower: num(lower),
    upper: num(upper),
    setValue: (value) => hooks.setDataMask?.(rangeValueDataMask(formData, value)),
  };
}
