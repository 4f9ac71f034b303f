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
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
