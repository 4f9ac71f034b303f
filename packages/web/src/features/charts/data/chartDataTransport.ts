import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
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

/**
 * A dashboard chart's answer: 200 gives results; 202 is an async job (this client does not run async
 * queries, so it is reported like any other status); anything else raises the unexpected-status text.
 */
export function chartDataResults(status: number, body: unknown): ChartDataResult[] {
  if (status !== 200) throw new Error(chartDataMessages.unexpectedStatus(status));
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) ? (result as ChartDataResult[]) : [];
}

/** How chart-data requests reach the server. Failures throw the API client's ApiError. */
export interface ChartDataTransport {
  /** A dashboard chart's request, named in the URL and sent by the fetch worker (off the main thread). */
  sendChartRequest(request: ChartDataRequest, signal: AbortSignal): Promise<ChartDataResult[]>;
  /** `POST /api/v1/chart/data` with a query context as it is: the answer's results, one per query. */
  sendQueryContext(queryContext: QueryContext, signal?: AbortSignal): Promise<ChartDataResult[]>;
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
      return chartDataResults(response.status, text ? (JSON.parse(text) as unknown) : null);
    },
    async sendQueryContext(queryContext, signal) {
      const answer = await api.request<{ result: ChartDataResult[] }>({
        url: '/api/v1/chart/data',
        method: 'POST',
        body: queryContext,
        signal,
      });
      return answer.result;
    },
  };
}
