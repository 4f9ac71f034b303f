import { chartRegistry } from '../../charts/chartRegistry';
import { buildChartQueryContext } from '../../charts/useChartData';
import { chartsAbove } from '../layout/firstScreenCharts';
import type { DashboardSliceState } from '../state/dashboardTypes';
import { dashboardChartLoader, type ChartLoader } from './chartLoader';
import { dashboardChartFormData } from './useDashboardChartLoad';

/**
 * Sends the queries of the charts on a freshly hydrated dashboard's first screens (the viewport and one
 * more below it: what useNearViewport counts as near) as it hydrates. Left to the charts, they leave
 * once the page's first render is done and the viewport observer has reported, on a 30-chart dashboard
 * about 200 ms later. Each chart's load then claims its answer (the loader's `prefetch`), built from the
 * same form data, so the two cannot differ. A page opened at an anchor scrolls away from the top: its
 * charts ask for themselves.
 */
export function prefetchFirstScreenCharts(
  dashboard: DashboardSliceState,
  viewportHeight: number,
  loader: ChartLoader = dashboardChartLoader,
): void {
  const { info, dashboardState, slices, charts, chartExtraFormData, forceQuery } = dashboard;
  if (!info || dashboardState.directPathToChild.length > 0) return;
  const ids = chartsAbove(dashboard.layout.present, dashboardState.activeTabs, 2 * viewportHeight);
  for (const chartId of new Set(ids)) {
    const slice = slices[chartId];
    const plugin = slice && chartRegistry.get(slice.viz_type);
    if (!slice || !plugin || !charts[chartId]?.triggerQuery) continue;
    const formData = dashboardChartFormData(slice.form_data, {
      colorScheme: dashboardState.colorScheme,
      dashboardId: info.id,
      extraFormData: chartExtraFormData[chartId],
    });
    const queryContext = buildChartQueryContext(plugin, formData);
    // A chart whose query cannot be built shows why when it asks itself.
    if (queryContext instanceof Error) continue;
    loader.prefetch(
      { sliceId: chartId, dashboardId: info.id, queryContext, force: !!forceQuery[chartId] },
      slice.cache_timeout,
    );
  }
}
