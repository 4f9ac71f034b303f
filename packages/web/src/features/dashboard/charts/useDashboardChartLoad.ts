import { CHART_MESSAGES, type AnyChartPlugin } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import type { AppStore } from '../../../platform/appState';
import { useDynamicPluginsLoading } from '../../charts/dynamicPluginStore';
import { useChartPlugin } from '../../charts/useChartPlugin';
import { isAbortError } from '../../charts/data/abortError';
import { chartErrorMessage } from '../../charts/data/chartErrorMessage';
import { chartLoadEvent } from '../../charts/data/chartLoadLog';
import { useChartDataClient } from '../../charts/data/useChartDataClient';
import {
  chartAction,
  selectChartState,
  selectSliceEntity,
  setRefreshing,
  type DashboardSliceEntity,
} from '../state/dashboardSlice';

export interface DashboardChartLoad {
  slice: DashboardSliceEntity | undefined;
  plugin: AnyChartPlugin | undefined;
  pluginsLoading: boolean;
  /** The form data the chart renders with (dashboard colors applied). */
  formData: Record<string, unknown>;
  /** The query context of the last request (view query, downloads). */
  queryContext: QueryContext | null;
}

/**
 * Runs a dashboard chart's query when it is asked for (hydration, a refresh, a filter change) AND the
 * chart is on or near the screen: statuses through the chart reducer, the request through the store's
 * chart-data client (queue, sharing, timeout), a log event per load. An answer keeps the previous one on
 * screen until it arrives, so a timed refresh does not flash. Abort is quiet: a chart that goes away
 * mid-query asks again when it comes back.
 */
export function useDashboardChartLoad(chartId: number, nearViewport: boolean): DashboardChartLoad {
  const client = useChartDataClient();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const chart = useAppSelector(selectChartState(chartId));
  const slice = useAppSelector(selectSliceEntity(chartId));
  const dashboardId = useAppSelector((state) => state.dashboard.info?.id ?? 0);
  const colorScheme = useAppSelector((state) => state.dashboard.dashboardState.colorScheme);
  // The same object while this chart's merged filters are unchanged: other charts' filters do not re-render it.
  const extraFormData = useAppSelector((state) => state.dashboard.chartExtraFormData[chartId]);
  const plugin = useChartPlugin(slice?.viz_type ?? '');
  const pluginsLoading = useDynamicPluginsLoading();
  const formData = useMemo(
    () =>
      client.queries.dashboardFormData(slice?.form_data ?? {}, { colorScheme, dashboardId, extraFormData }),
    [client, slice?.form_data, colorScheme, dashboardId, extraFormData],
  );
  const [queryContext, setQueryContext] = useState<QueryContext | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Charts near the screen have the queries they are asked for sent before they render (chartPrefetch.ts).
  useEffect(() => {
    if (!nearViewport) return;
    client.nearCharts.add(chartId);
    return () => {
      client.nearCharts.delete(chartId);
    };
  }, [client, chartId, nearViewport]);

  const wanted = !!chart?.triggerQuery && nearViewport && !!slice && dashboardId > 0;
  useEffect(() => {
    if (!wanted || !slice) return;
    if (!plugin) {
      // An unknown type stays waiting while dynamic plugins load; after that it cannot be drawn.
      if (!pluginsLoading)
        dispatch(
          chartAction({
            id: chartId,
            action: { type: 'chartUpdateFailed', alert: CHART_MESSAGES.unsupportedVizType, at: Date.now() },
          }),
        );
      return;
    }
    const built = client.queries.query(plugin, formData);
    if (built instanceof Error) {
      dispatch(
        chartAction({
          id: chartId,
          action: { type: 'chartUpdateFailed', alert: built.message, at: Date.now() },
        }),
      );
      return;
    }
    const force = !!store.getState().dashboard.forceQuery[chartId];
    // A newer query (filters changed mid-flight) replaces the older one, whose answer would be stale.
    inFlight.current?.abort();
    const abort = new AbortController();
    inFlight.current = abort;
    const startedAt = Date.now();
    setQueryContext(built);
    dispatch(
      chartAction({
        id: chartId,
        action: { type: 'chartUpdateStarted', queryFormData: formData, at: startedAt },
      }),
    );
    const outcome = { sliceId: chartId, dashboardId, vizType: slice.viz_type, startedAt, force };
    const settle = () => {
      if (inFlight.current === abort) inFlight.current = null;
      if (client.idle && store.getState().dashboard.dashboardState.isRefreshing)
        dispatch(setRefreshing(false));
    };
    client
      .load({ sliceId: chartId, dashboardId, queryContext: built, force }, slice.cache_timeout, abort.signal)
      .then((results) => {
        settle();
        const endedAt = Date.now();
        dispatch(
          chartAction({
            id: chartId,
            action: { type: 'chartUpdateSucceeded', queriesResponse: results, at: endedAt },
          }),
        );
        client.loadLog.log(chartLoadEvent({ ...outcome, endedAt, results }));
      })
      .catch((error: unknown) => {
        settle();
        if (isAbortError(error) || abort.signal.aborted) return;
        const endedAt = Date.now();
        const alert = chartErrorMessage(error);
        dispatch(chartAction({ id: chartId, action: { type: 'chartUpdateFailed', alert, at: endedAt } }));
        client.loadLog.log(chartLoadEvent({ ...outcome, endedAt, error: alert }));
      });
    // Starting flips triggerQuery off, which re-runs this effect: it must not abort its own request,
    // so aborting is left to unmounting (below).
  }, [wanted, plugin, pluginsLoading, formData, chartId, dashboardId, slice, dispatch, store, client]);

  useEffect(
    () => () => {
      const abort = inFlight.current;
      if (!abort) return;
      abort.abort();
      inFlight.current = null;
      // Quietly: the chart asks again when it is shown again.
      dispatch(chartAction({ id: chartId, action: { type: 'triggerQuery', value: true } }));
    },
    [chartId, dispatch],
  );

  return { slice, plugin, pluginsLoading, formData, queryContext };
}
