import { chartRegistry } from '../../charts/chartRegistry';
import { chartsAbove } from '../layout/firstScreenCharts';
import type { WithDashboard } from '../state/dashboardSlice';
import type { DashboardSliceState } from '../state/dashboardTypes';
import { dashboardChartLoader, type ChartLoader } from './chartLoader';
import { dashboardChartFormData, dashboardChartQuery } from './dashboardChartFormData';

/**
 * Chart queries sent before the charts ask. A chart asks from an effect, after the page has rendered
 * the state that wants it (on a 30-chart dashboard, ~200 ms for the first render, ~50 ms for a filter's
 * Apply); sent from the store's side of that state instead, the requests are under way while the page
 * renders, and each chart's load claims its answer (the loader's `prefetch`). The query is built from
 * the same form data the chart's load builds it from, so the two cannot differ.
 */

/** The charts whose holders are on or near the screen (useDashboardChartLoad keeps it). */
export const nearCharts = new Set<number>();

/** Sends the queries of these charts that are asked to query (triggerQuery) and can be built. */
export function prefetchCharts(
  dashboard: DashboardSliceState,
  chartIds: Iterable<number>,
  loader: ChartLoader = dashboardChartLoader,
): void {
  const { info, dashboardState, slices, charts, chartExtraFormData, forceQuery } = dashboard;
  if (!info) return;
  for (const chartId of new Set(chartIds)) {
    const slice = slices[chartId];
    const plugin = slice && chartRegistry.get(slice.viz_type);
    if (!slice || !plugin || !charts[chartId]?.triggerQuery) continue;
    const formData = dashboardChartFormData(slice.form_data, {
      colorScheme: dashboardState.colorScheme,
      dashboardId: info.id,
      extraFormData: chartExtraFormData[chartId],
    });
    const queryContext = dashboardChartQuery(plugin, formData);
    // A chart whose query cannot be built shows why when it asks itself.
    if (queryContext instanceof Error) continue;
    loader.prefetch(
      { sliceId: chartId, dashboardId: info.id, queryContext, force: !!forceQuery[chartId] },
      slice.cache_timeout,
    );
  }
}

/**
 * As a dashboard hydrates (from the load thunk): the charts on its first screens, the viewport and one
 * more below it (what useNearViewport counts as near), placed from the layout alone since nothing is
 * drawn yet. A page opened at an anchor scrolls away from the top: its charts ask for themselves.
 */
export function prefetchFirstScreenCharts(
  dashboard: DashboardSliceState,
  viewportHeight: number,
  loader: ChartLoader = dashboardChartLoader,
): void {
  const { layout, dashboardState } = dashboard;
  if (dashboardState.directPathToChild.length > 0) return;
  prefetchCharts(
    dashboard,
    chartsAbove(layout.present, dashboardState.activeTabs, 2 * viewportHeight),
    loader,
  );
}

interface DashboardStore {
  getState(): WithDashboard;
  subscribe(listener: () => void): () => void;
}

/**
 * While a dashboard is open: the charts near the screen that are asked to query again (a filter
 * applied, a refresh) have their query sent the moment the store changes, before the page renders the
 * change. Returns the unsubscribe.
 */
export function prefetchAskedCharts(
  store: DashboardStore,
  loader: ChartLoader = dashboardChartLoader,
  near: ReadonlySet<number> = nearCharts,
): () => void {
  let before = store.getState().dashboard.charts;
  return store.subscribe(() => {
    const { dashboard } = store.getState();
    const previous = before;
    before = dashboard.charts;
    if (dashboard.charts === previous || near.size === 0) return;
    const asked = [...near].filter((id) => dashboard.charts[id]?.triggerQuery && !previous[id]?.triggerQuery);
    if (asked.length > 0) prefetchCharts(dashboard, asked, loader);
  });
}
