import {
  fieldDefaultValues,
  splitPastedValues,
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
} from '@sightline/core';
import type { ChartDatasource } from '../../sdk/chartPlugin.js';
import { optionKey, type FilterBoxOption } from './filterBoxOptions.js';
import type { FilterBoxFormData } from './formData.js';

/**
 * What a filter box has selected, per column: a list of values for each field, a string (or null) for
 * the time fields. The host keeps it (ChartHooks.onAddFilter) and hands it back as
 * `filterState.selectedValues`.
 */
export type FilterBoxSelection = Record<string, unknown>;

/** The database type of a dataset column (`type` when the host's dataset carries it). */
function columnTypeOf(column: string, datasource: ChartDatasource | undefined): string | null {
  return datasource?.columns.find((candidate) => candidate.column_name === column)?.type ?? null;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
const asTimeValue = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The selection a filter box starts from: the host's current selection for each column it has, else the
 * field's default; the time range, grain and column start from the box's own form data.
 */
export function initialFilterBoxSelection(
  formData: FilterBoxFormData,
  datasource: ChartDatasource | undefined,
  selectedValues: unknown,
): FilterBoxSelection {
  const selected =
    selectedValues && typeof selectedValues === 'object' ? (selectedValues as Record<string, unknown>) : {};
  const has = (column: string) => Object.prototype.hasOwnProperty.call(selected, column);
  const selection: FilterBoxSelection = {};
  const { filterBox } = formData;
  for (const field of filterBox.fields) {
    selection[field.column] = has(field.column)
      ? asList(selected[field.column])
      : fieldDefaultValues(field, columnTypeOf(field.column, datasource));
  }
  const timeFields: [boolean, string, unknown][] = [
    [filterBox.dateFilter, TIME_RANGE_COLUMN, filterBox.timeRange],
    [filterBox.showTimeGrain, TIME_GRAIN_COLUMN, filterBox.timeGrain],
    [filterBox.showTimeColumn, TIME_COL_COLUMN, filterBox.timeColumn],
  ];
  for (const [shown, column, fallback] of timeFields) {
    if (shown) selection[column] = asTimeValue(has(column) ? selected[column] : fallback);
  }
  return selection;
}

/**
 * Pasted text added to a multi-select field's values: split on comma, newline, tab and
 * semicolon, trimmed, empties and duplicates dropped. A piece that is an option's text selects that
 * option's value (so numbers stay numbers); values already selected are not added twice.
 */
export function addPastedValues(
  current: readonly unknown[],
  text: string,
  options: readonly FilterBoxOption[],
): unknown[] {
  const byText = new Map(options.map((option) => [option.text, option.id]));
  const next = [...current];
  const keys = new Set(current.map(optionKey));
  for (const piece of splitPastedValues(text)) {
    const value = byText.has(piece) ? byText.get(piece) : piece;
    const key = optionKey(value);
    if (keys.has(key)) continue;
    keys.add(key);
    next.push(value);
  }
  return next;
}
