import type { Dispatch, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api } from './api';
import type { SessionState } from './sessionSlice';

/**
 * The store's state as the code below the app sees it: the platform's slices are declared here, and each
 * feature adds its own slice to this interface by declaration merging, so nothing here imports a feature.
 */
export interface AppState {
  session: SessionState;
  api: ReturnType<typeof api.reducer>;
}

/**
 * What the store hands its thunks besides dispatch and getState; features that provide a part of it add
 * that part by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppThunkExtra {}

export type AppDispatch = ThunkDispatch<AppState, AppThunkExtra, UnknownAction> & Dispatch<UnknownAction>;

export type AppStore = Store<AppState, UnknownAction> & { dispatch: AppDispatch };
