import { CHART_MESSAGES, parseFormData, type AnyChartPlugin, type ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiClient } from '../../app/apiClient';

/** Spec 2 §3 chart status, as this hook reports it. */
export type ChartStatus = 'loading' | 'success' | 'failed' | 'stopped';

export interface ChartDataState {
  status: ChartStatus;
  queriesData: ChartDataResult[];
  error: string | null;
  /** The query context of the last request (downloads and drill to detail reuse it). */
  queryContext: QueryContext | null;
}

export interface ChartDataOptions {
  ownState?: Record<string, unknown>;
}

/** The chart-data request a plugin builds for form data; an Error when the form data does not fit. */
export function buildChartQueryContext(
  plugin: AnyChartPlugin,
  formData: Record<string, unknown>,
  ownState?: Record<string, unknown>,
): QueryContext | Error {
  try {
    return plugin.buildQuery(parseFormData(plugin, formData), { ownState });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The message to show for a failed chart query: the server's first error, or 'Network error.'. */
export function chartErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 ? CHART_MESSAGES.networkError : error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a chart's query: builds the query context with the plugin, posts it, and aborts the request when
 * the query changes, the user stops it, or the chart goes away.
 */
export function useChartData(
  plugin: AnyChartPlugin | undefined,
  formData: Record<string, unknown>,
  { ownState }: ChartDataOptions = {},
) {
  const built = useMemo(
    () => (plugin ? buildChartQueryContext(plugin, formData, ownState) : null),
    [plugin, formData, ownState],
  );
  const key = built instanceof Error || built === null ? null : JSON.stringify(built);
  const [state, setState] = useState<ChartDataState>({
    status: 'loading',
    queriesData: [],
    error: null,
    queryContext: null,
  });
  const [forceCount, setForceCount] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (built instanceof Error) {
      setState({ status: 'failed', queriesData: [], error: built.message, queryContext: null });
      return;
    }
    if (!built || !key) {
      setState({ status: 'success', queriesData: [], error: null, queryContext: null });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const queryContext: QueryContext = { ...built, force: forceCount > 0 ? true : built.force };
    setState((previous) => ({ ...previous, status: 'loading', error: null, queryContext }));
    apiClient
      .request<{ result: ChartDataResult[] }>({
        url: '/api/v1/chart/data',
        method: 'POST',
        body: queryContext,
        signal: abort.signal,
      })
      .then((body) => {
        // The render benchmark measures from here to the chart's `sl:chart-rendered` mark.
        performance.mark('sl:chart-data');
        setState({ status: 'success', queriesData: body.result, error: null, queryContext });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', queriesData: [], error: chartErrorMessage(error), queryContext });
      });
    return () => abort.abort();
    // `built` is summarised by `key`; a new object with the same query must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, forceCount]);

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((previous) =>
      previous.status === 'loading'
        ? { ...previous, status: 'stopped', error: CHART_MESSAGES.stopped }
        : previous,
    );
  }, []);
  const forceRefresh = useCallback(() => setForceCount((count) => count + 1), []);
  return { ...state, stop, forceRefresh };
}
