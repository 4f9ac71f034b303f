import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The saved-chart list of the builder panel (lastUpdated, isLoading,
 * errorMessage, slices; §4: a fetch starts only if the list was never loaded; started → loading, set →
 * loading false with the timestamp, failed → the error stored). A plain reducer: the panel keeps it
 * with useReducer for the edit session.
 */

/** One saved chart as `GET /api/v1/chart/` answers it with the spec's columns. */
export interface SavedChart {
  id: number;
  slice_name: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string | null;
  datasource_url: string | null;
  datasource_name_text: string | null;
  description: string | null;
  description_markeddown: string | null;
  params: string | null;
  url: string | null;
  changed_on_utc: string | null;
  changed_on_delta_humanized: string | null;
}

export interface SavedChartsState {
  /** Epoch milliseconds of the last successful fetch; 0 = never loaded. */
  lastUpdated: number;
  isLoading: boolean;
  errorMessage: string | null;
  /** By chart id. */
  slices: Record<number, SavedChart>;
  /** The owner filter the list was (or is being) fetched with: "Show only my charts". */
  onlyMine: boolean;
}

export const initialSavedChartsState: SavedChartsState = {
  lastUpdated: 0,
  isLoading: false,
  errorMessage: null,
  slices: {},
  onlyMine: false,
};

export const savedChartsSlice = createSlice({
  name: 'savedCharts',
  initialState: initialSavedChartsState,
  reducers: {
    fetchStarted(state) {
      state.isLoading = true;
      state.errorMessage = null;
    },
    fetchSet(state, action: PayloadAction<{ slices: SavedChart[]; at: number }>) {
      state.isLoading = false;
      state.lastUpdated = action.payload.at;
      state.slices = Object.fromEntries(action.payload.slices.map((chart) => [chart.id, chart]));
    },
    fetchFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.errorMessage = action.payload;
    },
    /** A different owner filter: the list is stale, so it counts as never loaded. */
    onlyMineChanged(state, action: PayloadAction<boolean>) {
      if (state.onlyMine === action.payload) return;
      state.onlyMine = action.payload;
      state.lastUpdated = 0;
      state.isLoading = false;
      state.errorMessage = null;
      state.slices = {};
    },
  },
});

export const { fetchStarted, fetchSet, fetchFailed, onlyMineChanged } = savedChartsSlice.actions;
export const savedChartsReducer = savedChartsSlice.reducer;

/** Fetch only a list that was never loaded and is not loading or failed already. */
export function shouldFetchSavedCharts(state: SavedChartsState): boolean {
  return state.lastUpdated === 0 && !state.isLoading && state.errorMessage === null;
}
