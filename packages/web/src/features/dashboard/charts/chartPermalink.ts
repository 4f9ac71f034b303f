/**
 * The explore link of a dashboard chart. Its form data names the dashboard (`dashboardId`), so explore's
 * color scheme control shows the dashboard's scheme and a note that the dashboard decides it.
 */
export function exploreChartUrl(sliceId: number, dashboardPageId: string, dashboardId?: number): string {
  const params = new URLSearchParams({ slice_id: String(sliceId), dashboard_page_id: dashboardPageId });
  if (dashboardId !== undefined) params.set('form_data', JSON.stringify({ slice_id: sliceId, dashboardId }));
  return `/explore/?${params.toString()}`;
}

/** One id per opened dashboard page (explore links carry it back, as Superset's do). */
export const dashboardPageId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().slice(0, 10)
    : Math.random().toString(36).slice(2, 12);
