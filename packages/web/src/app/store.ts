import {
  configureStore,
  createListenerMiddleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { api } from '../platform/api';
import type { BootstrapData } from '../platform/bootstrap';
import { createChartDataClient, type ChartDataClient } from '../features/charts/data/chartDataClient';
import type { ChartDataExtra } from '../features/charts/data/useChartDataClient';
import { startDashboardListeners } from '../features/dashboard/state/dashboardListeners';
import { dashboardSlice, type WithDashboard } from '../features/dashboard/state/dashboardSlice';
import { exploreSlice } from '../features/explore/state/exploreSlice';
import type { AppState, AppStore, AppThunkExtra } from '../platform/appState';
import { sessionSlice } from '../platform/sessionSlice';
import { sqlLabSlice } from '../features/sqlLab/state/sqlLabSlice';

export interface StoreOptions {
  /** How the store's pages send chart data (default: a new client of its own). */
  chartData?: ChartDataClient;
}

export function createStore(
  bootstrap: BootstrapData,
  {
    chartData = createChartDataClient({
      eventTransport:
        bootstrap.common.conf['GLOBAL_ASYNC_QUERIES_TRANSPORT'] === 'polling' ? 'polling' : 'websocket',
    }),
  }: StoreOptions = {},
): AppStore {
  const extra: ChartDataExtra & AppThunkExtra = { chartData };
  const listeners = createListenerMiddleware<
    WithDashboard,
    ThunkDispatch<WithDashboard, ChartDataExtra, UnknownAction>,
    ChartDataExtra
  >({ extra });
  startDashboardListeners(listeners.startListening, chartData);
  return configureStore({
    // Exactly the slices features declare on AppState, no fewer and no more.
    reducer: {
      session: sessionSlice.reducer,
      explore: exploreSlice.reducer,
      dashboard: dashboardSlice.reducer,
      sqlLab: sqlLabSlice.reducer,
      [api.reducerPath]: api.reducer,
    } satisfies { [Slice in keyof AppState]: Reducer<AppState[Slice]> },
    preloadedState: { session: { bootstrap } },
    // Chart results, datasets and SQL Lab's rows can be large; the development-only checks would walk
    // them on every action.
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        immutableCheck: { ignoredPaths: ['dashboard.charts', 'dashboard.datasets', 'sqlLab.queries'] },
        serializableCheck: { ignoredPaths: ['dashboard.charts', 'dashboard.datasets', 'sqlLab.queries'] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
    // Auto-batched actions (the dashboard's chart events, RTK Query's) are heard once at the end of the
    // tick that sent them, not at the next frame: on a page whose last frame is still being painted (a
    // large dashboard's first), that frame came only at RTK's 100 ms fallback, and the chart answers
    // that were in waited for it. Answers that arrive close together land in one tick (answerGate.ts).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
}
