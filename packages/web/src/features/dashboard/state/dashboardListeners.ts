import type { ChartDataClient } from '../../charts/data/chartDataClient';
import { startPrefetchingAskedCharts } from '../charts/chartPrefetch';
import type { DashboardStartListening } from './dashboardStartListening';
import { startApplyingDataMasks } from './dataMaskListener';

/**
 * What the dashboard does as its actions are reduced: the charts' filters recomputed after a mask change,
 * then the queries of the charts that change asks for sent ahead of them. Returns the unsubscribe.
 */
export function startDashboardListeners(
  startListening: DashboardStartListening,
  client: ChartDataClient,
): () => void {
  const stops = [startApplyingDataMasks(startListening), startPrefetchingAskedCharts(startListening, client)];
  return () => {
    for (const stop of stops) stop();
  };
}
