import {
  filterColumnOf,
  filterOptionsQueryObject,
  type ExtraFormData,
  type NativeFilter,
  type QueryContext,
} from '@sightline/core';
import { useEffect, useState } from 'react';
import { useChartDataClient } from '../../charts/data/useChartDataClient';

export type FilterOption = string | number | boolean | null;

export interface FilterOptionsState {
  status: 'loading' | 'done' | 'error';
  values: FilterOption[];
  /** The request the values answer (null before the first answer or after an error). */
  loadedFor: string | null;
  /** The search text they were loaded with ('' for the filter's full list). */
  search: string;
}

/** The chart data request that loads a select filter's options (core filterOptionsQueryObject). */
export function filterOptionsRequest(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData,
  search = '',
): QueryContext | null {
  const query = filterOptionsQueryObject(filter, { parentExtraFormData, search });
  const datasetId = filter.targets[0]?.datasetId;
  if (!query || typeof datasetId !== 'number') return null;
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [query],
    result_type: 'full',
    result_format: 'json',
    force: false,
  };
}

/** Typing in a filter that searches all options asks the server once the typing pauses this long. */
export const FILTER_SEARCH_DEBOUNCE_MS = 300;

/**
 * A select filter's options, loaded again whenever its parents' applied masks change (cascade) or, for
 * a filter that searches all options, its search text changes; `loadedFor` names the request answered.
 */
export function useFilterOptions(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData,
  search = '',
): FilterOptionsState {
  const request = filterOptionsRequest(filter, parentExtraFormData, search);
  const key = request ? JSON.stringify(request) : null;
  const client = useChartDataClient();
  const [state, setState] = useState<FilterOptionsState>({
    status: 'loading',
    values: [],
    loadedFor: null,
    search: '',
  });
  useEffect(() => {
    if (!request || !key) {
      setState({ status: 'done', values: [], loadedFor: key, search });
      return;
    }
    const abort = new AbortController();
    setState((before) => ({ ...before, status: 'loading' }));
    const col = filterColumnOf(filter)!;
    const load = () =>
      client
        .query(request, abort.signal)
        .then((results) => {
          const rows = (results[0]?.data ?? []) as Record<string, unknown>[];
          const values = rows.map((row) => row[col] as FilterOption);
          setState({ status: 'done', values, loadedFor: key, search });
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ status: 'error', values: [], loadedFor: null, search });
        });
    const timer = search ? setTimeout(() => void load(), FILTER_SEARCH_DEBOUNCE_MS) : undefined;
    if (!search) void load();
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The request is summarised by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);
  return state;
}
