import { convertFilterBoxDefault, type ExploreDatasource, type FilterBoxDefault } from '@sightline/core';
import { Checkbox, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { FieldRow, PopoverForm } from '../FieldRow';
import { complexMessages as m } from '../messages';

/** Filter-box item config. */
export interface FilterBoxItemValue {
  key?: string;
  column?: string | null;
  label?: string;
  defaultValue?: FilterBoxDefault;
  /** The sort metric. */
  metric?: string | null;
  asc?: boolean;
  clearable?: boolean;
  multiple?: boolean;
  searchAllOptions?: boolean;
}

export interface FilterBoxItemFormProps {
  initial: FilterBoxItemValue;
  datasource: ExploreDatasource | null;
  onSave: (value: FilterBoxItemValue) => void;
  onCancel: () => void;
}

type Flag = 'asc' | 'clearable' | 'multiple' | 'searchAllOptions';

const FLAGS: readonly { flag: Flag; label: string; help?: string; fallback: boolean }[] = [
  { flag: 'asc', label: m.filterAsc, fallback: true },
  { flag: 'clearable', label: m.filterClearable, help: m.filterClearableHelp, fallback: true },
  { flag: 'multiple', label: m.filterMultiple, fallback: true },
  { flag: 'searchAllOptions', label: m.filterSearchAll, help: m.filterSearchAllHelp, fallback: false },
];

/**
 * The filter-box item form. The default value is kept as typed and saved converted by the column's type
 *, so changing the column or the multiple flag converts it again.
 */
export function FilterBoxItemForm({ initial, datasource, onSave, onCancel }: FilterBoxItemFormProps) {
  const [draft, setDraft] = useState<FilterBoxItemValue>(initial);
  const [defaultText, setDefaultText] = useState(
    initial.defaultValue === null || initial.defaultValue === undefined ? '' : String(initial.defaultValue),
  );
  const id = useId();
  const columns = datasource?.columns ?? [];
  const columnType = (name: string | null | undefined) =>
    columns.find((column) => column.column_name === name)?.type ?? null;
  const flag = (name: Flag, fallback: boolean) => draft[name] ?? fallback;

  const save = () => {
    // Every flag is saved, so an item from an older save gets the values the form showed.
    const flags = Object.fromEntries(FLAGS.map(({ flag: name, fallback }) => [name, flag(name, fallback)]));
    const defaultValue = convertFilterBoxDefault(
      defaultText,
      columnType(draft.column),
      flag('multiple', true),
    );
    onSave({ ...draft, ...flags, defaultValue });
  };

  return (
    <PopoverForm
      testId="filter-box-item-form"
      secondary={{ label: m.cancel, onClick: onCancel }}
      primary={{ label: m.save, onClick: save, testId: 'filter-box-item-save', disabled: !draft.column }}
    >
      <FieldRow label={m.filterColumn} htmlFor={`${id}-column`} required>
        <Select
          id={`${id}-column`}
          showSearch
          value={draft.column ?? undefined}
          options={columns.map((column) => ({
            value: column.column_name,
            label: column.verbose_name || column.column_name,
          }))}
          onChange={(column: string) => setDraft({ ...draft, column })}
        />
      </FieldRow>
      <FieldRow label={m.filterLabel} description={m.filterLabelHelp} htmlFor={`${id}-label`}>
        <Input
          id={`${id}-label`}
          value={draft.label ?? ''}
          onChange={(event) => setDraft({ ...draft, label: event.target.value })}
        />
      </FieldRow>
      <FieldRow label={m.filterDefault} description={m.filterDefaultHelp} htmlFor={`${id}-default`}>
        <Input
          id={`${id}-default`}
          value={defaultText}
          onChange={(event) => setDefaultText(event.target.value)}
        />
      </FieldRow>
      <FieldRow label={m.filterMetric} description={m.filterMetricHelp} htmlFor={`${id}-metric`}>
        <Select
          id={`${id}-metric`}
          allowClear
          showSearch
          value={draft.metric ?? undefined}
          options={(datasource?.metrics ?? []).map((metric) => ({
            value: metric.metric_name,
            label: metric.verbose_name || metric.metric_name,
          }))}
          onChange={(metric: string | undefined) => setDraft({ ...draft, metric: metric ?? null })}
        />
      </FieldRow>
      {FLAGS.map(({ flag: name, label, help, fallback }) => (
        <FieldRow key={name} label={label} description={help} htmlFor={`${id}-${name}`}>
          <Checkbox
            id={`${id}-${name}`}
            checked={flag(name, fallback)}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
          />
        </FieldRow>
      ))}
    </PopoverForm>
  );
}
