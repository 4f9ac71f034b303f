import { Select } from 'antd';
import type { ReactNode } from 'react';

export interface PopoverSelectProps<V extends string> {
  label: string;
  testId: string;
  placeholder: string;
  value: V | null;
  options: { value: V; label: ReactNode; title?: string }[];
  onChange: (value: V | null) => void;
  /** The option field typing searches: the label, or the title where the label is not plain text. */
  searchBy?: 'label' | 'title';
}

/** A labelled, searchable, clearable choice filling the width of a column or metric popover's tab. */
export function PopoverSelect<V extends string>({
  label,
  testId,
  placeholder,
  value,
  options,
  onChange,
  searchBy = 'label',
}: PopoverSelectProps<V>) {
  return (
    <>
      <span className="sl-dnd-field-label">{label}</span>
      <Select
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: searchBy }}
        allowClear
        data-testid={testId}
        placeholder={placeholder}
        value={value ?? undefined}
        options={options}
        onChange={(next?: V) => onChange(next ?? null)}
      />
    </>
  );
}
