import { Button, Checkbox, Input, Select, Space } from 'antd';
import { useState } from 'react';
import type { Resource } from '../../platform/api';
import { useGetRelatedQuery } from '../../features/shared/resourceLists/listApi';
import {
  hasActiveFilters,
  type FilterScalar,
  type FilterSpec,
  type FilterValues,
  type OptionsSource,
  type SelectOption,
} from '../../platform/listQuery';
import { listMessages } from '../../features/shared/resourceLists/listMessages';

interface Props {
  resource: Resource;
  specs: readonly FilterSpec[];
  values: FilterValues;
  onChange: (id: string, value: FilterScalar | undefined) => void;
  onClear: () => void;
  /** "Created by me" needs a signed-in user id. */
  canFilterMine: boolean;
}

/** Options as `value -> option` so the select can hold booleans and ids (antd wants strings or numbers). */
function useOptions(
  resource: Resource,
  source: OptionsSource,
): { options: SelectOption[]; loading: boolean } {
  const related = useGetRelatedQuery(
    { resource, column: source.type === 'related' ? source.column : '', filter: '' },
    { skip: source.type !== 'related' },
  );
  if (source.type === 'static') return { options: source.options, loading: false };
  return {
    options: (related.data?.result ?? []).map((item) => ({ label: item.text, value: item.value })),
    loading: related.isFetching,
  };
}

function SelectFilter({
  resource,
  spec,
  value,
  onChange,
}: {
  resource: Resource;
  spec: Extract<FilterSpec, { kind: 'select' }>;
  value: FilterScalar | undefined;
  onChange: (value: FilterScalar | undefined) => void;
}) {
  const { options, loading } = useOptions(resource, spec.source);
  // antd Select values must be strings or numbers; booleans are carried through their string form.
  const keyed = options.map((option) => ({
    label: option.label,
    value: String(option.value),
    original: option.value,
  }));
  return (
    <Select
      aria-label={spec.label}
      placeholder={spec.label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      style={{ minWidth: 180 }}
      value={value === undefined ? undefined : String(value)}
      options={keyed.map(({ label, value: v }) => ({ label, value: v }))}
      onChange={(selected?: string) => onChange(keyed.find((option) => option.value === selected)?.original)}
    />
  );
}

function SearchFilter({
  spec,
  value,
  onChange,
}: {
  spec: Extract<FilterSpec, { kind: 'search' }>;
  value: FilterScalar | undefined;
  onChange: (value: FilterScalar | undefined) => void;
}) {
  // Typing stays local; the list reloads on Enter or the search button, not on every key stroke.
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value === undefined ? '' : String(value));
  }
  return (
    <Input.Search
      aria-label={listMessages.searchLabel}
      placeholder={spec.placeholder}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(search) => onChange(search.trim() ? search : undefined)}
      style={{ width: 280 }}
    />
  );
}

/** The filter bar above a list: search box, selects and "Created by me". */
export function ListFilters({ resource, specs, values, onChange, onClear, canFilterMine }: Props) {
  const active = hasActiveFilters(values);
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }}>
      {specs.map((spec) => {
        switch (spec.kind) {
          case 'search':
            return (
              <SearchFilter
                key={spec.id}
                spec={spec}
                value={values[spec.id]}
                onChange={(v) => onChange(spec.id, v)}
              />
            );
          case 'select':
            return (
              <SelectFilter
                key={spec.id}
                resource={resource}
                spec={spec}
                value={values[spec.id]}
                onChange={(v) => onChange(spec.id, v)}
              />
            );
          case 'createdByMe':
            return canFilterMine ? (
              <Checkbox
                key={spec.id}
                checked={values[spec.id] === true}
                onChange={(event) => onChange(spec.id, event.target.checked || undefined)}
              >
                {spec.label}
              </Checkbox>
            ) : null;
        }
      })}
      {active && (
        <Button type="link" onClick={onClear}>
          {listMessages.clearFilters}
        </Button>
      )}
    </Space>
  );
}
