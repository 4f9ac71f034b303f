import { prefetchGet } from '../../../app/prefetch';

/** The dashboard page's GET urls; an id or slug is escaped as one path segment. */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const dashboardUrls = {
  dashboard: (idOrSlug: string) => `/api/v1/dashboard/${segment(idOrSlug)}`,
  charts: (idOrSlug: string) => `/api/v1/dashboard/${segment(idOrSlug)}/charts`,
  datasets: (idOrSlug: string) => `/api/v1/dashboard/${segment(idOrSlug)}/datasets`,
};

/**
 * The dashboard route's loader: the dashboard, its charts and datasets are requested at navigation, in
 * parallel with the page's code, instead of after the page has rendered.
 */
export function prefetchDashboard(idOrSlug: string | undefined): null {
  if (idOrSlug) for (const url of Object.values(dashboardUrls)) prefetchGet(url(idOrSlug));
  return null;
}
