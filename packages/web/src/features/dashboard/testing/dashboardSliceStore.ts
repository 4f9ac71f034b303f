/**
 * A store holding the dashboard slice alone, with the dashboard's listeners (data masks applied,
 * prefetching) and a chart-data client of its own. Tests only.
 */
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createChartDataClient } from '../../charts/data/chartDataClient';
import { startDashboardListeners } from '../state/dashboardListeners';
import type { DashboardStartListening } from '../state/dashboardStartListening';
import { dashboardSlice } from '../state/dashboardSlice';

export function createDashboardSliceStore(chartData = createChartDataClient()) {
  const extra = { chartData };
  const listeners = createListenerMiddleware({ extra });
  startDashboardListeners(listeners.startListening as DashboardStartListening, chartData);
  return configureStore({
    reducer: { dashboard: dashboardSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
}
