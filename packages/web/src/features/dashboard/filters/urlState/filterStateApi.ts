import { apiClient } from '../../../../platform/apiClient';
import { dashboardApiUrl, pathSegment } from '../../api/dashboardUrls';

/** `/api/v1/dashboard/{pk}/filter_state[/{key}]`: the unsaved filter state behind `native_filters_key`. */
const baseUrl = (dashboard: string | number) => dashboardApiUrl(dashboard, '/filter_state');

/** POST: stores `value` (JSON text) and answers its key. */
export async function createFilterState(dashboardId: number, value: string): Promise<string> {
  const answer = await apiClient.request<{ key: string }>({
    url: baseUrl(dashboardId),
    method: 'POST',
    body: { value },
  });
  return answer.key;
}

/** PUT: replaces the value under `key` (only its writer may) and answers the key. */
export async function updateFilterState(dashboardId: number, key: string, value: string): Promise<string> {
  const answer = await apiClient.request<{ key?: string }>({
    url: `${baseUrl(dashboardId)}/${pathSegment(key)}`,
    method: 'PUT',
    body: { value },
  });
  return answer.key ?? key;
}

/** GET: the JSON text stored under `key`. */
export async function fetchFilterState(idOrSlug: string, key: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.request<{ value: string }>({
    url: `${baseUrl(idOrSlug)}/${pathSegment(key)}`,
    signal,
  });
  return answer.value;
}
