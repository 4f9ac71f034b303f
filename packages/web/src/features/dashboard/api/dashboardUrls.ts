import { apiClient } from '../../../platform/apiClient';
import { prefetchGet } from '../../../platform/prefetch';

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

/** The chart types in a `GET /api/v1/dashboard/{idOrSlug}/charts` answer. */
export function vizTypesOf(body: unknown): string[] {
  const charts = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(charts)) return [];
  return charts.flatMap((chart: { viz_type?: unknown } | null) =>
    typeof chart?.viz_type === 'string' ? [chart.viz_type] : [],
  );
}

const preloadChartCode = (vizTypes: string[]) =>
  import('../../charts/chartRegistry').then(({ preloadChartComponents }) => preloadChartComponents(vizTypes));

/**
 * Called by the dashboard route's loader: the dashboard, its charts and datasets are requested at
 * navigation, in parallel with the page's code, instead of after the page has rendered; so is the
 * CSRF token the charts' data POSTs will need. Once the charts' types are known, their drawing code
 * (ECharts is most of it) loads and is evaluated while the page's own code still loads; left to the
 * page, it was evaluated after the page's first render, and the charts, answers in, waited for it.
 */
export function prefetchDashboard(
  idOrSlug: string | undefined,
  preloadCode: (vizTypes: string[]) => Promise<void> = preloadChartCode,
): void {
  if (!idOrSlug) return;
  prefetchGet(dashboardUrls.dashboard(idOrSlug));
  const charts = prefetchGet(dashboardUrls.charts(idOrSlug));
  prefetchGet(dashboardUrls.datasets(idOrSlug));
  apiClient.prefetchCsrfToken();
  charts
    .then((body) => preloadCode(vizTypesOf(body)))
    // The page loads the code again itself, and reports what fails.
    .catch(() => undefined);
}
