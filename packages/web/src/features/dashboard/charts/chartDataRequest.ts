import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { apiClient } from '../../../app/apiClient';
import { dashboardMessages } from '../messages';

/** One dashboard chart's data call (spec 1 §7): its URL, body and answer. */

/** `POST /api/v1/chart/data?form_data={"slice_id":N}&dashboard_id=D[&force=true]` (spec 1 §7). */
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
 * Spec 1 §7: 200 gives results; 202 is an async job (this client does not run async queries, so it is
 * reported like any other status); anything else raises the spec's message.
 */
export function chartDataResults(status: number, body: unknown): ChartDataResult[] {
  if (status !== 200) throw new Error(dashboardMessages.unexpectedStatus(status));
  const result = (body as { result?: unknown } | null)?.result;
  return Array.isArray(result) ? (result as ChartDataResult[]) : [];
}

export interface ChartDataRequest {
  sliceId: number;
  dashboardId: number;
  queryContext: QueryContext;
  force: boolean;
}

/** Sends one chart-data request; non-2xx answers throw ApiError with the server's message. */
export async function postChartData(
  request: ChartDataRequest,
  signal: AbortSignal,
): Promise<ChartDataResult[]> {
  const response = await apiClient.requestResponse({
    url: chartDataUrl(request),
    method: 'POST',
    body: { ...request.queryContext, force: request.force || request.queryContext.force },
    signal,
  });
  const text = await response.text();
  return chartDataResults(response.status, text ? (JSON.parse(text) as unknown) : null);
}
