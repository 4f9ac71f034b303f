import { Select, Typography } from 'antd';
import { useEffect } from 'react';
import { selectFilterMessages as messages } from './messages.js';
import type { SelectFilterOption, SelectFilterProps } from './transformProps.js';

const optionLabel = (value: SelectFilterOption) => (value === null ? 'NULL' : String(value));

/**
 * A value filter: a select over its loaded options; once the full list loads (not a search's answer,
 * which does not tell which values are still offered), what the new options change is published.
 */
export default function SelectFilter({
  filterId,
  name,
  multi,
  searchAll,
  inverseSelection,
  selected,
  options,
  optionsState,
  setValue,
  setSearch,
  onFullListLoaded,
}: SelectFilterProps) {
  const fullListLoaded =
    optionsState.status === 'done' && optionsState.loadedFor !== null && optionsState.search === '';
  useEffect(() => {
    if (fullListLoaded) onFullListLoaded();
    // Only a new set of options is checked; the masks and the pending value are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsState]);

  return (
    <>
      <Select
        id={`native-filter-${filterId}`}
        aria-label={name}
        mode={multi ? 'multiple' : undefined}
        allowClear
        showSearch
        filterOption={!searchAll}
        onSearch={searchAll ? setSearch : undefined}
        onBlur={() => setSearch('')}
        style={{ width: '100%' }}
        placeholder={messages.selectPlaceholder}
        loading={optionsState.status === 'loading'}
        value={multi ? selected : selected[0]}
        onChange={(next: unknown) =>
          setValue(Array.isArray(next) ? next : next === null || next === undefined ? [] : [next])
        }
        options={options
          .filter((v) => v !== null)
          .map((v) => ({ value: v as string | number, label: optionLabel(v) }))}
      />
      {inverseSelection && (
        <Typography.Text type="secondary" className="sl-native-filter-note">
          {messages.inverseSelection}
        </Typography.Text>
      )}
      {optionsState.status === 'error' && (
        <Typography.Text type="danger">{messages.optionsFailed}</Typography.Text>
      )}
    </>
  );
}
