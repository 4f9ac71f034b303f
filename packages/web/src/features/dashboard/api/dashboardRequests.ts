import {
  dashboardPermalinkStateSchema,
  datasourceUid,
  normalizeDashboardPermalinkState,
  type DashboardChartsResponse,
  type DashboardDatasetsResponse,
  type DashboardPermalinkState,
  type DashboardSaveResponse,
} from '@sightline/core';
import { apiClient } from '../../../platform/apiClient';
import { getPrefetched } from '../../../platform/prefetch';
import type { DashboardApiResult, DashboardSliceEntity } from '../state/dashboardTypes';
import { dashboardApiUrl, dashboardUrls, pathSegment } from './dashboardUrls';

/**
 * The dashboard page's own calls (hydration needs them together, so they are plain requests rather than
 * cached RTK Query endpoints); the route's loader may have started the three GETs already.
 */

export async function fetchDashboard(idOrSlug: string, signal?: AbortSignal): Promise<DashboardApiResult> {
  const body = await getPrefetched<{ result: DashboardApiResult }>(dashboardUrls.dashboard(idOrSlug), signal);
  return body.result;
}

export async function fetchDashboardCharts(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<DashboardSliceEntity[]> {
  const body = await getPrefetched<DashboardChartsResponse>(dashboardUrls.charts(idOrSlug), signal);
  return body.result;
}

/** The datasets of the dashboard's charts, by uid ('{id}__table'). */
export async function fetchDashboardDatasets(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const body = await getPrefetched<DashboardDatasetsResponse>(dashboardUrls.datasets(idOrSlug), signal);
  const byUid: Record<string, unknown> = {};
  for (const dataset of body.result)
    byUid[dataset.uid ?? datasourceUid({ id: dataset.id, type: dataset.type ?? 'table' })] = dataset;
  return byUid;
}

/** A permalink's saved view: the dashboard it belongs to and the state to restore. */
export interface DashboardPermalinkAnswer {
  dashboardId: string;
  state: DashboardPermalinkState;
}

export async function fetchDashboardPermalink(
  key: string,
  signal?: AbortSignal,
): Promise<DashboardPermalinkAnswer> {
  // Superset answers {dashboardId, state}; the state names its dashboard too.
  const body = await apiClient.request<{
    dashboardId?: string | number;
    state: { dashboardId?: string | number };
  }>({
    url: `/api/v1/dashboard/permalink/${pathSegment(key)}`,
    signal,
  });
  const state = dashboardPermalinkStateSchema.safeParse(body.state);
  return {
    dashboardId: String(body.dashboardId ?? body.state.dashboardId),
    state: normalizeDashboardPermalinkState(state.success ? state.data : {}),
  };
}

/** The fields saveDashboard sends (`PUT /api/v1/dashboard/{pk}`). */
export interface DashboardPutBody {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  css: string;
  json_metadata: string;
  position_json: string;
  certified_by: string | null;
  certification_details: string | null;
}

export function putDashboard(id: number, body: Partial<DashboardPutBody> & { published?: boolean }) {
  return apiClient.request<DashboardSaveResponse>({ url: dashboardApiUrl(id), method: 'PUT', body });
}
