import { Select } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import type { ChartHooks } from '../../sdk/chartPlugin.js';
import {
  FILTER_BOX_MENU_MIN_HEIGHT,
  FILTER_BOX_SEARCH_DEBOUNCE_MS,
  filterBoxMenuHeight,
  maxOptionMetric,
  optionBarPercent,
  optionKey,
  optionText,
  usesVirtualList,
  type FilterBoxOption,
} from './filterBoxOptions.js';
import { addPastedValues } from './filterBoxSelection.js';
import { FILTER_BOX_MESSAGES as MESSAGES } from './messages.js';
import type { FilterBoxField } from './transformProps.js';

export interface FilterBoxFieldSelectProps {
  field: FilterBoxField;
  values: readonly unknown[];
  onChange: (values: unknown[]) => void;
  searchFilterOptions?: ChartHooks['searchFilterOptions'];
}

/** A choice's text over a bar as wide as its metric is of the largest metric. */
function OptionWithBar({ text, percent }: { text: string; percent: number }) {
  return (
    <div style={{ position: 'relative' }}>
      <div
        className="sl-filter-box-option-bar"
        data-percent={percent}
        style={{
          position: 'absolute',
          inset: 0,
          width: `${percent}%`,
          background: 'rgba(0, 0, 0, 0.06)',
          pointerEvents: 'none',
        }}
      />
      <span style={{ position: 'relative' }}>{text}</span>
    </div>
  );
}

/** The host's search of all the column's values, asked after a pause in typing; null when not searching. */
function useSearchedOptions(
  field: FilterBoxField,
  searchFilterOptions: ChartHooks['searchFilterOptions'],
): { searched: FilterBoxOption[] | null; search: ((text: string) => void) | undefined } {
  const [searched, setSearched] = useState<FilterBoxOption[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!field.searchAllOptions || !searchFilterOptions) return { searched: null, search: undefined };
  const search = (text: string) => {
    latest.current = text;
    clearTimeout(timer.current);
    if (!text) {
      setSearched(null);
      return;
    }
    timer.current = setTimeout(() => {
      void searchFilterOptions(field.column, text).then(
        (options) => {
          // An answer to an older search text is dropped.
          if (latest.current === text) setSearched(options);
        },
        () => undefined,
      );
    }, FILTER_BOX_SEARCH_DEBOUNCE_MS);
  };
  return { searched, search };
}

/**
 * One field of the filter box: an antd select with the placeholder 'Type or Select [label]', each choice
 * barred by its metric, a windowed list above the threshold and pasted lists split into values.
 */
export function FilterBoxFieldSelect({
  field,
  values,
  onChange,
  searchFilterOptions,
}: FilterBoxFieldSelectProps) {
  const id = useId();
  const { searched, search } = useSearchedOptions(field, searchFilterOptions);
  const options = searched ?? field.options;
  const maxMetric = searched ? maxOptionMetric(searched) : field.maxMetric;
  // Every key the select may hand back: the choices and the values already selected (e.g. pasted ones).
  const byKey = useMemo(() => {
    const map = new Map<string, FilterBoxOption>();
    for (const value of values) map.set(optionKey(value), { id: value, text: optionText(value) });
    for (const option of options) map.set(optionKey(option.id), option);
    return map;
  }, [options, values]);
  const selectOptions = options.map((option) => ({
    value: optionKey(option.id),
    label: option.text,
    percent: optionBarPercent(option.metric, maxMetric),
  }));
  const idsOf = (keys: string | string[] | undefined | null): unknown[] =>
    (Array.isArray(keys) ? keys : keys === undefined || keys === null ? [] : [keys]).map(
      (key) => byKey.get(key)?.id ?? null,
    );
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!field.multiple) return;
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    onChange(addPastedValues(values, text, options));
  };
  const keys = values.map(optionKey);
  return (
    <div
      className="sl-filter-box-field"
      onPasteCapture={onPaste}
      data-testid={`filter-box-field-${field.column}`}
    >
      <div className="sl-filter-box-label">{field.label}</div>
      <Select<string | string[]>
        id={id}
        aria-label={field.label}
        style={{ width: '100%' }}
        mode={field.multiple ? 'multiple' : undefined}
        allowClear={field.clearable}
        placeholder={MESSAGES.placeholder(field.label)}
        notFoundContent={MESSAGES.noResults}
        value={field.multiple ? keys : (keys[0] ?? null)}
        options={selectOptions}
        optionRender={(option) => (
          <OptionWithBar text={String(option.label ?? '')} percent={Number(option.data.percent ?? 0)} />
        )}
        showSearch={search ? { filterOption: false, onSearch: search } : { optionFilterProp: 'label' }}
        virtual={usesVirtualList(selectOptions.length)}
        listHeight={filterBoxMenuHeight(selectOptions.length)}
        styles={{ popup: { list: { minHeight: FILTER_BOX_MENU_MIN_HEIGHT } } }}
        onChange={(next) => onChange(idsOf(next))}
      />
    </div>
  );
}
