import { Button, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { TIME_COL_COLUMN, TIME_GRAIN_COLUMN, TIME_RANGE_COLUMN } from '@sightline/core';
import { FilterBoxFieldSelect } from './FilterBoxFieldSelect.js';
import type { FilterBoxSelection } from './filterBoxSelection.js';
import { FILTER_BOX_MESSAGES as MESSAGES } from './messages.js';
import type { FilterBoxChoice, FilterBoxProps } from './transformProps.js';

function TimeSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: FilterBoxChoice[];
  value: unknown;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="sl-filter-box-field">
      <div className="sl-filter-box-label">{label}</div>
      <Select<string | null>
        id={id}
        aria-label={label}
        style={{ width: '100%' }}
        allowClear
        value={typeof value === 'string' ? value : null}
        options={choices}
        onChange={(next) => onChange(next ?? null)}
      />
    </div>
  );
}

/**
 * The legacy filter box: optional time range, time grain and time column selects, one select
 * per field, and an Apply button (absent with instant filtering) enabled once something has changed.
 * Each applied change goes to the host as onAddFilter(column, values); the host hands the selection back.
 */
export default function FilterBox({
  width,
  height,
  fields,
  timeRanges,
  timeGrains,
  timeColumns,
  instantFiltering,
  initialSelection,
  onAddFilter,
  searchFilterOptions,
}: FilterBoxProps) {
  const [selection, setSelection] = useState<FilterBoxSelection>(initialSelection);
  const [changed, setChanged] = useState<string[]>([]);
  // A new selection from the host (another box, a reset, a filter set) replaces the local one, except
  // for the fields changed here and not applied yet.
  const pending = useRef(changed);
  pending.current = changed;
  const hostSelection = JSON.stringify(initialSelection);
  const seen = useRef(hostSelection);
  useEffect(() => {
    if (seen.current === hostSelection) return;
    seen.current = hostSelection;
    setSelection((current) => {
      const next = { ...initialSelection };
      for (const column of pending.current) next[column] = current[column];
      return next;
    });
  }, [hostSelection, initialSelection]);

  const change = (column: string, values: unknown) => {
    setSelection((current) => ({ ...current, [column]: values }));
    if (instantFiltering) onAddFilter?.(column, values, false, true);
    else setChanged((current) => (current.includes(column) ? current : [...current, column]));
  };
  const apply = () => {
    changed.forEach((column, index) =>
      onAddFilter?.(column, selection[column] ?? null, false, index === changed.length - 1),
    );
    setChanged([]);
  };

  const timeSelects: [FilterBoxChoice[] | null, string, string][] = [
    [timeRanges, TIME_RANGE_COLUMN, MESSAGES.timeRange],
    [timeGrains, TIME_GRAIN_COLUMN, MESSAGES.timeGrain],
    [timeColumns, TIME_COL_COLUMN, MESSAGES.timeColumn],
  ];
  return (
    <div
      className="sl-filter-box"
      data-testid="filter-box"
      style={{ width, height, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {timeSelects.map(([choices, column, label]) =>
        choices ? (
          <TimeSelect
            key={column}
            label={label}
            choices={withCurrent(choices, selection[column])}
            value={selection[column]}
            onChange={(value) => change(column, value)}
          />
        ) : null,
      )}
      {fields.map((field) => (
        <FilterBoxFieldSelect
          key={field.column}
          field={field}
          values={Array.isArray(selection[field.column]) ? (selection[field.column] as unknown[]) : []}
          onChange={(values) => change(field.column, values)}
          searchFilterOptions={searchFilterOptions}
        />
      ))}
      {!instantFiltering && (
        <Button type="primary" disabled={changed.length === 0} onClick={apply}>
          {MESSAGES.apply}
        </Button>
      )}
    </div>
  );
}

/** The choices plus the current value when it is not one of them (e.g. a custom time range). */
function withCurrent(choices: FilterBoxChoice[], value: unknown): FilterBoxChoice[] {
  if (typeof value !== 'string' || !value || choices.some((c) => c.value === value)) return choices;
  return [...choices, { value, label: value }];
}
