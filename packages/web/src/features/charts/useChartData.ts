import { buildChartQueryContext, type AnyChartPlugin, type ChartDataResult } from '@sightline/charts';
import type { ChartStatus, QueryContext } from '@sightline/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { chartErrorMessage } from './data/chartErrorMessage';
import { useChartDataClient } from './data/useChartDataClient';
import { chartStateReducer, initialChartState } from './state/chartState';

/** The chart statuses this hook reports (a chart is `rendered` only once drawn on a page). */
export type ChartDataStatus = Exclude<ChartStatus, 'rendered'>;

export interface ChartDataState {
  status: ChartDataStatus;
  queriesData: ChartDataResult[];
  error: string | null;
  /** The query context of the last request (downloads and drill to detail reuse it). */
  queryContext: QueryContext | null;
  /** When the last request started and ended (ms since the epoch; ended null while running). */
  startedAt?: number;
  endedAt?: number | null;
}

export interface ChartDataOptions {
  ownState?: Record<string, unknown>;
  /** A new value runs the same query again (explore's Run button when nothing changed). */
  runToken?: number;
}

/**
 * Runs a chart's query: builds the query context with the plugin, sends it through the store's
 * chart-data client, and aborts the request when the query changes, the user stops it, or the chart goes
 * away. The status follows the chart status transitions of `chartStateReducer`.
 */
export function useChartData(
  plugin: AnyChartPlugin | undefined,
  formData: Record<string, unknown>,
  { ownState, runToken = 0 }: ChartDataOptions = {},
) {
  const built = useMemo(
    () => (plugin ? buildChartQueryContext(plugin, formData, ownState) : null),
    [plugin, formData, ownState],
  );
  const key = built instanceof Error || built === null ? null : JSON.stringify(built);
  const [chart, dispatch] = useReducer(chartStateReducer, 0, initialChartState);
  const [queryContext, setQueryContext] = useState<QueryContext | null>(null);
  // Each run (a new query, a re-run or a forced refresh) bumps this; `force` marks the forced ones.
  const [run, setRun] = useState({ count: 0, force: false });
  const controller = useRef<AbortController | null>(null);
  const client = useChartDataClient();

  useEffect(() => {
    if (built instanceof Error) {
      setQueryContext(null);
      dispatch({ type: 'chartUpdateFailed', alert: built.message, at: Date.now() });
      return;
    }
    if (!built || !key) {
      setQueryContext(null);
      dispatch({ type: 'chartUpdateSucceeded', queriesResponse: [], at: Date.now() });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const context: QueryContext = { ...built, force: run.force ? true : built.force };
    setQueryContext(context);
    dispatch({ type: 'chartUpdateStarted', queryFormData: formData, at: Date.now() });
    client
      .query(context, abort.signal)
      .then((result) => {
        // The render benchmark measures from here to the chart's `sl:chart-rendered` mark.
        performance.mark('sl:chart-data');
        dispatch({ type: 'chartUpdateSucceeded', queriesResponse: result, at: Date.now() });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        dispatch({ type: 'chartUpdateFailed', alert: chartErrorMessage(error), at: Date.now() });
      });
    return () => abort.abort();
    // `built` is summarised by `key`; a new object with the same query must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run, runToken, client]);

  const stop = useCallback(() => {
    if (!controller.current || controller.current.signal.aborted) return;
    controller.current.abort();
    dispatch({ type: 'chartUpdateStopped', at: Date.now() });
  }, []);
  const forceRefresh = useCallback(
    () => setRun((previous) => ({ count: previous.count + 1, force: true })),
    [],
  );
  const state: ChartDataState = {
    status:
      chart.chartStatus === 'stopped' || chart.chartStatus === 'failed'
        ? chart.chartStatus
        : chart.chartStatus === 'loading'
          ? 'loading'
          : 'success',
    queriesData: chart.queriesResponse ?? [],
    error: chart.chartAlert,
    queryContext,
    startedAt: chart.chartUpdateStartTime,
    endedAt: chart.chartUpdateEndTime,
  };
  return { ...state, stop, forceRefresh };
}
