import type { ChartDataResult } from '@sightline/charts';
import {
  asyncEventsResponseSchema,
  chartDataAsyncResponseSchema,
  type AsyncEvent,
  type ChartDataAsyncResponse,
  type QueryContext,
} from '@sightline/core';
import { apiClient, type ApiClient } from '../../../platform/apiClient';
import { chartDataMessages } from './messages';

/** A dashboard chart's request: the chart and dashboard it is for, its query, and whether it skips the cache. */
export interface ChartDataRequest {
  sliceId: number;
  dashboardId: number;
  queryContext: QueryContext;
  force: boolean;
}

/** `POST /api/v1/chart/data?form_data={"slice_id":N}&dashboard_id=D[&force=true]`. */
export function chartDataUrl({
  sliceId,
  dashboardId,
  force,
}: {
  sliceId: number;
  dashboardId: number;
  force: boolean;
}): string {
  const params = new URLSearchParams({
    form_data: JSON.stringify({ slice_id: sliceId }),
    dashboard_id: String(dashboardId),
  });
  if (force) params.set('force', 'true');
  return `/api/v1/chart/data?${params.toString()}`;
}

/** A chart-data answer: the results (200), or the job the server runs the query in (202, async queries). */
export type ChartDataAnswer = ChartDataResult[] | ChartDataAsyncResponse;

/**
 * A chart-data response read: 200 gives results, 202 the async job; anything else (or a 202 that is
 * not a job) raises the unexpected-status text.
 */
export function chartDataAnswer(status: number, body: unknown): ChartDataAnswer {
  if (status === 202) {
    const job = chartDataAsyncResponseSchema.safeParse(body);
    if (job.success) return job.data;
  }
  if (status !== 200) throw new Error(chartDataMessages.unexpectedStatus(status));
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) ? (result as ChartDataResult[]) : [];
}

/** Where the browser opens the session's job-event websocket, resuming after `lastId`. */
export function asyncEventSocketUrl(location: Pick<Location, 'protocol' | 'host'>, lastId: string | null) {
  const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/async_event/ws${query}`;
}

/** How chart-data requests reach the server. Failures throw the API client's ApiError. */
export interface ChartDataTransport {
  /** A dashboard chart's request, named in the URL and sent by the fetch worker (off the main thread). */
  sendChartRequest(request: ChartDataRequest, signal: AbortSignal): Promise<ChartDataAnswer>;
  /** `POST /api/v1/chart/data` with a query context as it is: the results, one per query, or the job. */
  sendQueryContext(queryContext: QueryContext, signal?: AbortSignal): Promise<ChartDataAnswer>;
  /** A finished job's answer, at its event's result URL. */
  fetchResult(url: string, signal?: AbortSignal): Promise<ChartDataResult[]>;
  /** The session's job events after `lastId`. */
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  /** Stops one of the session's jobs. */
  cancelJob(jobId: string): Promise<void>;
}

export function createChartDataTransport(
  api: Pick<ApiClient, 'request' | 'requestResponse'> = apiClient,
): ChartDataTransport {
  return {
    async sendChartRequest(request, signal) {
      const response = await api.requestResponse({
        url: chartDataUrl(request),
        method: 'POST',
        body: { ...request.queryContext, force: request.force || request.queryContext.force },
        signal,
        offMainThread: true,
      });
      const text = await response.text();
      return chartDataAnswer(response.status, text ? (JSON.parse(text) as unknown) : null);
    },
    async sendQueryContext(queryContext, signal) {
      const response = await api.requestResponse({
        url: '/api/v1/chart/data',
        method: 'POST',
        body: queryContext,
        signal,
      });
      const text = await response.text();
      return chartDataAnswer(response.status, text ? (JSON.parse(text) as unknown) : null);
    },
    async fetchResult(url, signal) {
      const answer = await api.request<{ result?: unknown }>({ url, signal });
      return chartDataAnswer(200, answer) as ChartDataResult[];
    },
    async fetchEvents(lastId) {
      const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
      const answer = await api.request<unknown>({ url: `/api/v1/async_event/${query}` });
      return asyncEventsResponseSchema.parse(answer).result;
    },
    async cancelJob(jobId) {
      await api.request({ url: `/api/v1/async_event/job/${encodeURIComponent(jobId)}`, method: 'DELETE' });
    },
  };
}
