import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';
import {
  choiceKey,
  choiceOptions,
  choicesOf,
  dropUnknownValues,
  extraOptions,
  searchOption,
  valueOfKey,
  type ChoiceOption,
} from './selectChoices';

const asList = (value: unknown): unknown[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

const matchesSearch = (search: string, option?: ChoiceOption) =>
  !!option && option.label.toLowerCase().includes(search.trim().toLowerCase());

/**
 * A select over `config.choices` ([value, label] pairs), single or `multi`. With `freeForm` the user can
 * type a value the choices lack (a number when the choices are numbers, e.g. row_limit); without it,
 * saved values that are not choices are dropped.
 */
export function SelectControl({ name, config, value, onChange, datasource }: ControlProps<unknown>) {
  const choices = choicesOf(config, datasource);
  const multi = config.multi === true;
  const freeForm = config.freeForm === true;
  const [search, setSearch] = useState('');

  const kept = dropUnknownValues(value, choices, { freeForm, multi });
  const reportedDrop = useRef<string | null>(null);
  useEffect(() => {
    if (kept === value) return;
    const key = JSON.stringify(kept);
    if (reportedDrop.current === key) return;
    reportedDrop.current = key;
    onChange(kept);
  }, [kept, value, onChange]);

  const values = asList(kept);
  const options = useMemo(() => {
    const typed = freeForm ? searchOption(search, choices) : null;
    return [...(typed ? [typed] : []), ...choiceOptions(choices ?? []), ...extraOptions(values, choices)];
    // `values` is derived from `kept`; its key is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [freeForm, search, choices, JSON.stringify(values)]);

  const hasNullChoice = !!choices?.some(([choice]) => choice === null);
  const selected = multi
    ? values.map(choiceKey)
    : kept === undefined || (kept === null && !hasNullChoice)
      ? undefined
      : choiceKey(kept);

  return (
    <Select<string | string[], ChoiceOption>
      mode={multi ? 'multiple' : undefined}
      value={selected}
      options={options}
      placeholder={config.placeholder ?? messages.selectPlaceholder}
      allowClear={config.clearable !== false}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterOption: (input, option) => matchesSearch(input, option),
      }}
      onChange={(next) => {
        setSearch('');
        if (Array.isArray(next)) onChange(next.map((key) => valueOfKey(key, choices)));
        else onChange(next === undefined ? null : valueOfKey(next, choices));
      }}
      onBlur={() => setSearch('')}
      notFoundContent={freeForm ? messages.freeFormHint : undefined}
      style={{ width: '100%' }}
      data-testid={controlTestId(name)}
      aria-label={config.label}
    />
  );
}
