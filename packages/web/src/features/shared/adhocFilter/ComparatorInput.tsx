import {
  MULTI_VALUE_OPERATOR_IDS,
  NO_TIME_RANGE,
  NO_VALUE_OPERATOR_IDS,
  type FilterOperatorId,
} from '@sightline/core';
import { AutoComplete, Input, Select } from 'antd';
import { TimeRangePicker } from '../timeRange/TimeRangePicker';
import { adhocFilterMessages } from './messages';

export interface ComparatorInputProps {
  operatorId: FilterOperatorId | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The column's values from the server, offered as suggestions. */
  suggestions: readonly unknown[];
  loading?: boolean;
  /** The filtered column, named in a time range's actual-range text. */
  subject?: string | null;
}

const TEST_ID = 'adhoc-filter-comparator';

const optionsOf = (values: readonly unknown[]) =>
  values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => ({
      value: value as string | number,
      label: typeof value === 'boolean' ? String(value) : (value as string | number),
    }));

const textOf = (value: unknown) =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value);

/**
 * A multi-select with free entry for list operators, disabled for operators needing no
 * value, the time range picker for a time range, otherwise a text input (with the column's values as
 * suggestions).
 */
export function ComparatorInput({
  operatorId,
  value,
  onChange,
  suggestions,
  loading,
  subject,
}: ComparatorInputProps) {
  const placeholder = adhocFilterMessages.comparatorPlaceholder;
  if (operatorId && NO_VALUE_OPERATOR_IDS.has(operatorId)) {
    return (
      <Input
        data-testid={TEST_ID}
        aria-label={adhocFilterMessages.comparatorLabel}
        disabled
        placeholder={placeholder}
        value=""
      />
    );
  }
  if (operatorId && MULTI_VALUE_OPERATOR_IDS.has(operatorId)) {
    return (
      <Select
        data-testid={TEST_ID}
        aria-label={adhocFilterMessages.comparatorLabel}
        mode="tags"
        style={{ width: '100%' }}
        placeholder={placeholder}
        value={Array.isArray(value) ? (value as (string | number)[]) : []}
        onChange={(next: (string | number)[]) => onChange(next)}
        options={optionsOf(suggestions)}
        loading={loading}
        allowClear
        showSearch
      />
    );
  }
  if (operatorId === 'TEMPORAL_RANGE') {
    return (
      <div data-testid={TEST_ID}>
        <TimeRangePicker
          value={typeof value === 'string' && value ? value : NO_TIME_RANGE}
          onChange={onChange}
          columnPlaceholder={subject ?? undefined}
        />
      </div>
    );
  }
  return (
    <AutoComplete
      data-testid={TEST_ID}
      aria-label={adhocFilterMessages.comparatorLabel}
      style={{ width: '100%' }}
      value={textOf(value)}
      placeholder={placeholder}
      options={optionsOf(suggestions).map((option) => ({ value: String(option.value) }))}
      onChange={(next: string) => onChange(next)}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
    />
  );
}
