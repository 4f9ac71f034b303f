import type {
  AnyNativeFilterPlugin,
  ChartDataResult,
  FilterOptionsState,
  NativeFilterFormData,
} from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { useEffect, useState } from 'react';
import { useChartDataClient } from '../../charts/data/useChartDataClient';

export interface FilterDataState extends FilterOptionsState {
  /** The answer's results (kept while the next request loads; none after an error). */
  results: readonly ChartDataResult[];
}

/**
 * The chart data request a filter needs (its plugin's buildQuery), or null when it queries nothing or
 * its type is unknown.
 */
export function filterDataRequest(
  plugin: AnyNativeFilterPlugin | undefined,
  formData: NativeFilterFormData,
  search = '',
): QueryContext | null {
  if (!plugin) return null;
  const request = plugin.buildQuery(formData, { ownState: { search } });
  return request.queries.length > 0 ? request : null;
}

/** Typing in a filter that searches all options asks the server once the typing pauses this long. */
export const FILTER_SEARCH_DEBOUNCE_MS = 300;

/**
 * A filter's data (a value filter's options), loaded again whenever its form data changes (its parents'
 * applied masks, for a cascade) or its search text does; `loadedFor` names the request answered.
 */
export function useFilterData(
  plugin: AnyNativeFilterPlugin | undefined,
  formData: NativeFilterFormData,
  search = '',
): FilterDataState {
  const request = filterDataRequest(plugin, formData, search);
  const key = request ? JSON.stringify(request) : null;
  const client = useChartDataClient();
  const [state, setState] = useState<FilterDataState>({
    status: 'loading',
    results: [],
    loadedFor: null,
    search: '',
  });
  useEffect(() => {
    if (!request || !key) {
      setState({ status: 'done', results: [], loadedFor: key, search });
      return;
    }
    const abort = new AbortController();
    setState((before) => ({ ...before, status: 'loading' }));
    const load = () =>
      client
        .query(request, abort.signal)
        .then((results) => setState({ status: 'done', results, loadedFor: key, search }))
        .catch(() => {
          if (!abort.signal.aborted) setState({ status: 'error', results: [], loadedFor: null, search });
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
