import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExploreDatasource, ExploreSlice } from '@sightline/core';

/**
 * The chart being built: its form data (what the controls show), the form data last queried, its
 * dataset and saved chart, and a bounded undo/redo history of control changes.
 */
export const MAX_UNDO_HISTORY = 50;

export interface ExploreState {
  /** Which URL the state was loaded for; a new one loads afresh. */
  loadedKey: string | null;
  formData: Record<string, unknown>;
  /** The form data the chart's query was last built from; null before the first run. */
  queryFormData: Record<string, unknown> | null;
  datasource: ExploreDatasource | null;
  slice: ExploreSlice | null;
  past: Record<string, unknown>[];
  future: Record<string, unknown>[];
}

const initialState: ExploreState = {
  loadedKey: null,
  formData: {},
  queryFormData: null,
  datasource: null,
  slice: null,
  past: [],
  future: [],
};

function record(state: ExploreState, next: Record<string, unknown>) {
  state.past.push(state.formData);
  if (state.past.length > MAX_UNDO_HISTORY) state.past.shift();
  state.future = [];
  state.formData = next;
}

declare module '../../../platform/appState' {
  interface AppState {
    explore: ExploreState;
  }
}

export const exploreSlice = createSlice({
  name: 'explore',
  initialState,
  reducers: {
    exploreLoaded(
      state,
      action: PayloadAction<{
        key: string;
        formData: Record<string, unknown>;
        datasource: ExploreDatasource | null;
        slice: ExploreSlice | null;
      }>,
    ) {
      return {
        ...initialState,
        loadedKey: action.payload.key,
        formData: action.payload.formData,
        datasource: action.payload.datasource,
        slice: action.payload.slice,
      };
    },
    /** The view moved the same state to another URL (e.g. from a permalink to its chart's URL). */
    exploreRekeyed(state, action: PayloadAction<string>) {
      state.loadedKey = action.payload;
    },
    /** A control change (already with hidden controls reset): one undo step. */
    formDataChanged(state, action: PayloadAction<Record<string, unknown>>) {
      record(state, action.payload);
    },
    /** The form data from the URL after back/forward: replaces the current one, as an undo step. */
    formDataRestored(state, action: PayloadAction<Record<string, unknown>>) {
      record(state, action.payload);
      state.queryFormData = null;
    },
    /** The query runs with this form data (the edited form data with the chart type's defaults). */
    queryRun(state, action: PayloadAction<Record<string, unknown>>) {
      state.queryFormData = action.payload;
    },
    undo(state) {
      const previous = state.past.pop();
      if (!previous) return;
      state.future.unshift(state.formData);
      state.formData = previous;
    },
    redo(state) {
      const next = state.future.shift();
      if (!next) return;
      state.past.push(state.formData);
      state.formData = next;
    },
    /** The chart now reads another dataset (form data already adjusted). */
    datasourceChanged(
      state,
      action: PayloadAction<{ datasource: ExploreDatasource; formData: Record<string, unknown> }>,
    ) {
      state.datasource = action.payload.datasource;
      record(state, action.payload.formData);
    },
    /** The dataset was edited and saved: new columns and metrics, same form data. */
    datasourceSaved(state, action: PayloadAction<ExploreDatasource>) {
      state.datasource = action.payload;
    },
    sliceSaved(state, action: PayloadAction<ExploreSlice>) {
      state.slice = action.payload;
      state.formData = { ...state.formData, slice_id: action.payload.slice_id };
    },
  },
});

export const {
  exploreLoaded,
  exploreRekeyed,
  formDataChanged,
  formDataRestored,
  queryRun,
  undo,
  redo,
  datasourceChanged,
  datasourceSaved,
  sliceSaved,
} = exploreSlice.actions;
