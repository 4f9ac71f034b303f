import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BootstrapData } from './bootstrap';

/** Who is signed in and what the server told us at start; replaced on sign-in, setup and sign-out. */
export interface SessionState {
  bootstrap: BootstrapData;
}

const initialBootstrap: BootstrapData = {
  user: null,
  needs_setup: false,
  common: { feature_flags: {}, conf: {}, flash_messages: [] },
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { bootstrap: initialBootstrap } as SessionState,
  reducers: {
    bootstrapLoaded(state, action: PayloadAction<BootstrapData>) {
      state.bootstrap = action.payload;
    },
    signedOut(state) {
      state.bootstrap = { ...state.bootstrap, user: null };
    },
  },
});

export const { bootstrapLoaded, signedOut } = sessionSlice.actions;
