import type { ChartDataClient } from '../../charts/data/chartDataClient';
import { chartRegistry } from '../../charts/chartRegistry';
import { chartsAbove } from '../layout/firstScreenCharts';
import type { DashboardStartListening } from '../state/dashboardStartListening';
import type { WithDashboard } from '../state/dashboardSlice';
import type { DashboardSliceState } from '../state/dashboardTypes';

/**
 * Chart queries sent before the charts ask. A chart asks from an effect, after the page has rendered
 * the state that wants it; sent from the store's side of that state instead, the requests are under way
 * while the page renders, and each chart's load claims its answer (the client's `prefetch`). The query
 * is built from the same form data the chart's load builds it from, so the two cannot differ.
 */

/** Sends the queries of these charts that are asked to query (triggerQuery) and can be built. */
export function prefetchCharts(
  dashboard: DashboardSliceState,
  chartIds: Iterable<number>,
  client: ChartDataClient,
): void {
  const { info, dashboardState, slices, charts, chartExtraFormData, forceQuery } = dashboard;
  if (!info) return;
  for (const chartId of new Set(chartIds)) {
    const slice = slices[chartId];
    const plugin = slice && chartRegistry.get(slice.viz_type);
    if (!slice || !plugin || !charts[chartId]?.triggerQuery) continue;
    const formData = client.queries.dashboardFormData(slice.form_data, {
      colorScheme: dashboardState.colorScheme,
      dashboardId: info.id,
      extraFormData: chartExtraFormData[chartId],
    });
    const queryContext = client.queries.query(plugin, formData);
    // A chart whose query cannot be built shows why when it asks itself.
    if (queryContext instanceof Error) continue;
    client.prefetch(
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
  client: ChartDataClient,
): void {
  const { layout, dashboardState } = dashboard;
  if (dashboardState.directPathToChild.length > 0) return;
  prefetchCharts(
    dashboard,
    chartsAbove(layout.present, dashboardState.activeTabs, 2 * viewportHeight),
    client,
  );
}

/** The charts near the screen that this state change asks to query (their triggerQuery was just set). */
function askedNearCharts(
  current: WithDashboard,
  previous: WithDashboard,
  near: ReadonlySet<number>,
): number[] {
  const { charts } = current.dashboard;
  const before = previous.dashboard.charts;
  if (charts === before || near.size === 0) return [];
  return [...near].filter((id) => charts[id]?.triggerQuery && !before[id]?.triggerQuery);
}

/**
 * While a dashboard is open: the charts near the screen that are asked to query again (a filter
 * applied, a refresh) have their query sent as the action that asks them is reduced, before the page
 * renders the change. Returns the unsubscribe.
 */
export function startPrefetchingAskedCharts(
  startListening: DashboardStartListening,
  client: ChartDataClient,
): () => void {
  return startListening({
    predicate: (_action, current, previous) =>
      askedNearCharts(current, previous, client.nearCharts).length > 0,
    effect: (_action, api) => {
      const asked = askedNearCharts(api.getState(), api.getOriginalState(), client.nearCharts);
      prefetchCharts(api.getState().dashboard, asked, client);
    },
  });
}
