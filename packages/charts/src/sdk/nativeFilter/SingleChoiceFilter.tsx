import { Select } from 'antd';

export interface SingleChoiceFilterProps {
  filterId: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The chosen value; cleared, null. */
  setValue: (value: string | null) => void;
}

/** A filter that picks one named value (a time grain, a time column); cleared, it holds null. */
export default function SingleChoiceFilter({
  filterId,
  name,
  value,
  options,
  setValue,
}: SingleChoiceFilterProps) {
  return (
    <Select
      id={`native-filter-${filterId}`}
      aria-label={name}
      allowClear
      style={{ width: '100%' }}
      value={value}
      onChange={(next: string | undefined) => setValue(next ?? null)}
      options={[...options]}
    />
  );
}
