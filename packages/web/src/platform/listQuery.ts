import { DEFAULT_PAGE_SIZE, type ListFilter, type ListQuery } from '@sightline/core';
import rison from 'rison';

/**
 * Turns a list page's state (page, sort, filter inputs) into the rison `q` Superset's list endpoints
 * read. Pure, so every combination is unit-tested without a browser.
 */

export const DEFAULT_SORT_COLUMN = 'changed_on_delta_humanized';

export type FilterScalar = string | number | boolean;

/** The list endpoints' `q` (core's contract, which the server parses with the same schema). */
export type { ListQuery };

export interface SelectOption {
  label: string;
  value: FilterScalar;
}

/** Where a select filter gets its choices: fixed, or `GET /api/v1/<resource>/related/<column>`. */
export type OptionsSource = { type: 'static'; options: SelectOption[] } | { type: 'related'; column: string };

/** One filter input of a list page. */
export type FilterSpec =
  | { kind: 'search'; id: string; col: string; opr: string; placeholder: string }
  | { kind: 'select'; id: string; col: string; opr: string; label: string; source: OptionsSource }
  | { kind: 'createdByMe'; id: string; label: string };

/** Current filter inputs keyed by FilterSpec id; empty/undefined means "not filtered". */
export type FilterValues = Record<string, FilterScalar | undefined>;

export interface ListState {
  page: number;
  pageSize: number;
  sortColumn: string;
  sortDirection: 'asc' | 'desc';
  filterValues: FilterValues;
}

export const initialListState: ListState = {
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sortColumn: DEFAULT_SORT_COLUMN,
  sortDirection: 'desc',
  filterValues: {},
};

/** The `filters` array for the current inputs; "created by me" needs the signed-in user's id. */
export function filtersFromValues(
  specs: readonly FilterSpec[],
  values: FilterValues,
  userId: number | null,
): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const spec of specs) {
    const value = values[spec.id];
    if (value === undefined || value === '' || value === null) continue;
    switch (spec.kind) {
      case 'search': {
        const text = String(value).trim();
        if (text) filters.push({ col: spec.col, opr: spec.opr, value: text });
        break;
      }
      case 'select':
        filters.push({ col: spec.col, opr: spec.opr, value });
        break;
      case 'createdByMe':
        if (value === true && userId !== null)
          filters.push({ col: 'created_by', opr: 'rel_o_m', value: userId });
        break;
    }
  }
  return filters;
}

export function buildListQuery(
  specs: readonly FilterSpec[],
  state: ListState,
  userId: number | null,
): ListQuery {
  return {
    filters: filtersFromValues(specs, state.filterValues, userId),
    order_column: state.sortColumn,
    order_direction: state.sortDirection,
    page: state.page,
    page_size: state.pageSize,
  };
}

/** `q` for a list request, URL-encoded, ready to append as `?q=`. */
export function encodeQuery(query: object): string {
  return encodeURIComponent(rison.encode(query));
}

/** `q=!(1,2,3)` as bulk delete and favorite_status take it. */
export function encodeIds(ids: readonly number[]): string {
  return encodeURIComponent(rison.encode([...ids]));
}

/**
 * True when any filter input is set. `false` counts: it is a real choice (Draft, Virtual, not a
 * favorite); "Created by me" stores undefined when unchecked.
 */
export function hasActiveFilters(values: FilterValues): boolean {
  return Object.values(values).some((value) => value !== undefined && value !== '');
}

/** Changing a filter or the sort goes back to the first page, as users expect. */
export function withFilterValue(state: ListState, id: string, value: FilterScalar | undefined): ListState {
  return { ...state, page: 0, filterValues: { ...state.filterValues, [id]: value } };
}

export function withSort(
  state: ListState,
  column: string | undefined,
  direction: 'asc' | 'desc' | undefined,
): ListState {
  // Clearing the sort in the table returns to the default order instead of an unsorted list.
  if (!column || !direction)
    return { ...state, page: 0, sortColumn: DEFAULT_SORT_COLUMN, sortDirection: 'desc' };
  return { ...state, page: 0, sortColumn: column, sortDirection: direction };
}
