import { apiClient } from '../../../app/apiClient';
import { prefetchGet } from '../../../app/prefetch';

/** A value (an id, slug or key) escaped as one URL path segment. */
export const pathSegment = (value: string | number) => encodeURIComponent(String(value));

/** `/api/v1/dashboard/{idOrSlug}` followed by `rest` (such as `/filtersets`); the id or slug escaped. */
export const dashboardApiUrl = (idOrSlug: string | number, rest = '') =>
  `/api/v1/dashboard/${pathSegment(idOrSlug)}${rest}`;

/** The dashboard page's GET urls (the route's loader prefetches each of them). */
export const dashboardUrls = {
  dashboard: (idOrSlug: string) => dashboardApiUrl(idOrSlug),
  charts: (idOrSlug: string) => dashboardApiUrl(idOrSlug, '/charts'),
  datasets: (idOrSlug: string) => dashboardApiUrl(idOrSlug, '/datasets'),
};

/**
 * Called by the dashboard route's loader: the dashboard, its charts and datasets are requested at
 * navigation, in parallel with the page's code, instead of after the page has rendered; so is the
 * CSRF token the charts' data POSTs will need.
 */
export function prefetchDashboard(idOrSlug: string | undefined): void {
  if (!idOrSlug) return;
  for (const url of Object.values(dashboardUrls)) prefetchGet(url(idOrSlug));
  apiClient.prefetchCsrfToken();
}
