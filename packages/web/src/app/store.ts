import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import type { BootstrapData } from './bootstrap';
import { dashboardSlice } from '../features/dashboard/state/dashboardSlice';
import { exploreSlice } from '../features/explore/state/exploreSlice';
import { sessionSlice } from './sessionSlice';

export function createStore(bootstrap: BootstrapData) {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      explore: exploreSlice.reducer,
      dashboard: dashboardSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { session: { bootstrap } },
    // Chart results and datasets can be large; the development-only checks would walk them on every action.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: ['dashboard.charts', 'dashboard.datasets'] },
        serializableCheck: { ignoredPaths: ['dashboard.charts', 'dashboard.datasets'] },
      }).concat(api.middleware),
    // Auto-batched actions (the dashboard's chart events, RTK Query's) are heard once at the end of the
    // tick that sent them, not at the next frame: on a page whose last frame is still being painted (a
    // 30-chart dashboard's first), that frame came only at RTK's 100 ms fallback, and the chart answers
    // that were in waited for it. Answers that arrive close together land in one tick (answerGate.ts).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
