import { apiClient } from '../../../app/apiClient';

/**
 * Share chart: a permalink to the chart in explore with the form data it shows on the dashboard
 * (`POST /api/v1/explore/permalink`, spec 3 §7: formData and urlParams).
 */
export async function createChartPermalink(
  formData: Record<string, unknown>,
  urlParams: [string, string][] = [],
): Promise<string> {
  const answer = await apiClient.request<{ key: string; url: string }>({
    url: '/api/v1/explore/permalink',
    method: 'POST',
    body: { formData, urlParams },
  });
  return answer.url;
}

/** The explore link of a dashboard chart. */
export function exploreChartUrl(sliceId: number, dashboardPageId: string): string {
  const params = new URLSearchParams({ slice_id: String(sliceId), dashboard_page_id: dashboardPageId });
  return `/explore/?${params.toString()}`;
}

/** One id per opened dashboard page (explore links carry it back, as Superset's do). */
export const dashboardPageId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().slice(0, 10)
    : Math.random().toString(36).slice(2, 12);
