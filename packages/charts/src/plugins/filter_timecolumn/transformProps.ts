import type { ChartProps } from '../../sdk/chartPlugin.js';
import type { NativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import type { SingleChoiceFilterProps } from '../../sdk/nativeFilter/SingleChoiceFilter.js';
import { singleStringOf } from '../../sdk/nativeFilter/singleValue.js';
import { timeColumnValueDataMask } from './dataMask.js';

/** The time column filter's props: the target dataset's temporal columns, the one shown and its setter. */
export function transformProps({
  formData,
  datasource,
  filterState,
  hooks,
}: ChartProps<NativeFilterFormData>): SingleChoiceFilterProps {
  const columns = (datasource?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name);
  return {
    filterId: formData.id,
    name: formData.name,
    value: singleStringOf(filterState?.value),
    options: columns.map((c) => ({ value: c, label: c })),
    setValue: (value) => hooks.setDataMask?.(timeColumnValueDataMask(formData, value)),
  };
}
