import type { ChartDataResult } from '@sightline/charts';
import {
  filterColumnOf,
  filterOptionsQueryObject,
  type ExtraFormData,
  type NativeFilter,
  type QueryContext,
} from '@sightline/core';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../app/apiClient';

export type FilterOption = string | number | boolean | null;

export interface FilterOptionsState {
  status: 'loading' | 'done' | 'error';
  values: FilterOption[];
  /** The parents' masks the values were loaded under (what a cascade check must compare against). */
  loadedFor: string | null;
}

/** The chart data request that loads a select filter's options (core filterOptionsQueryObject). */
export function filterOptionsRequest(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData,
): QueryContext | null {
  const query = filterOptionsQueryObject(filter, { parentExtraFormData });
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

/**
 * A select filter's options, loaded again whenever its parents' applied masks change (cascade);
 * `loadedFor` names the parents' masks the values belong to.
 */
export function useFilterOptions(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData,
): FilterOptionsState {
  const request = filterOptionsRequest(filter, parentExtraFormData);
  const key = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<FilterOptionsState>({ status: 'loading', values: [], loadedFor: null });
  useEffect(() => {
    if (!request || !key) {
      setState({ status: 'done', values: [], loadedFor: key });
      return;
    }
    const abort = new AbortController();
    setState((before) => ({ ...before, status: 'loading' }));
    const col = filterColumnOf(filter)!;
    apiClient
      .request<{ result: ChartDataResult[] }>({
        url: '/api/v1/chart/data',
        method: 'POST',
        body: request,
        signal: abort.signal,
      })
      .then((answer) => {
        const rows = (answer.result[0]?.data ?? []) as Record<string, unknown>[];
        const values = rows.map((row) => row[col] as FilterOption);
        setState({ status: 'done', values, loadedFor: key });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'error', values: [], loadedFor: null });
      });
    return () => abort.abort();
    // The request is summarised by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
