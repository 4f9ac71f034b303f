import type { AdhocFilter, ExploreColumn } from '@sightline/core';
import { useEffect, useState } from 'react';
import { useConvertAdvancedTypeQuery } from './adhocFilterApi';
import { adhocFilterMessages } from './messages';

/** The advanced data type lookup waits this long after the last comparator change. */
export const ADVANCED_TYPE_DEBOUNCE_MS = 600;

export interface AdvancedTypeState {
  /** The column's advanced data type, or null when it has none (then nothing else applies). */
  type: string | null;
  /** The parsed values written for people. */
  displayValue: string;
  /** The server's error_message, or 'Failed to retrieve advanced type'; '' when the values parsed. */
  errorMessage: string;
  /** The operators the type allows; empty when unknown. */
  operators: readonly string[];
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const comparatorValues = (comparator: unknown): (string | number | boolean)[] => {
  const list = Array.isArray(comparator) ? comparator : [comparator];
  const values = list.filter(
    (value): value is string | number | boolean =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  );
  return values.length > 0 ? values : [''];
};

/**
 * A comparator on a column with an advanced data type is converted by the server
 * (debounced); its error_message, or a failed call, makes the filter invalid.
 */
export function useAdvancedDataType(
  column: Pick<ExploreColumn, 'advanced_data_type'> | null | undefined,
  filter: AdhocFilter,
): AdvancedTypeState {
  const type = (filter.expressionType === 'SIMPLE' && column?.advanced_data_type) || null;
  const valuesKey = JSON.stringify(comparatorValues(filter.comparator));
  const debouncedKey = useDebouncedValue(valuesKey, ADVANCED_TYPE_DEBOUNCE_MS);
  const { data, isError } = useConvertAdvancedTypeQuery(
    { type: type ?? '', values: JSON.parse(debouncedKey) as (string | number | boolean)[] },
    { skip: !type },
  );
  if (!type) return { type: null, displayValue: '', errorMessage: '', operators: [] };
  if (isError) {
    return { type, displayValue: '', errorMessage: adhocFilterMessages.advancedTypeFailed, operators: [] };
  }
  return {
    type,
    displayValue: data?.display_value ?? '',
    errorMessage: data?.error_message ?? '',
    operators: data?.valid_filter_operators ?? [],
  };
}
