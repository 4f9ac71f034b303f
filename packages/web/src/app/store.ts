import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import type { BootstrapData } from './bootstrap';
import { exploreSlice } from '../features/explore/state/exploreSlice';
import { sessionSlice } from './sessionSlice';

export function createStore(bootstrap: BootstrapData) {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      explore: exploreSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { session: { bootstrap } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
