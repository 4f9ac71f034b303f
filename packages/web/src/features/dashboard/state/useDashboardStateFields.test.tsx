// @vitest-environment jsdom
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { useDashboardStateFields } from './useDashboardStateFields';

/** A store with just the dashboard state fields this reads, and an action that changes one of them. */
function storeWith(fields: Record<string, unknown>) {
  const dashboard = createSlice({
    name: 'dashboard',
    initialState: { dashboardState: fields },
    reducers: {
      set: (state, { payload }: { payload: Record<string, unknown> }) => {
        Object.assign(state.dashboardState, payload);
      },
    },
  });
  return { store: configureStore({ reducer: { dashboard: dashboard.reducer } }), set: dashboard.actions.set };
}

describe('useDashboardStateFields', () => {
  it('gives the named fields and re-renders only when one of them changes', () => {
    const { store, set } = storeWith({ editMode: false, isRefreshing: false, css: '' });
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useDashboardStateFields('editMode', 'css'));
      return null;
    }
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    expect(seen).toEqual([{ editMode: false, css: '' }]);
    act(() => {
      store.dispatch(set({ isRefreshing: true }));
    });
    expect(seen).toHaveLength(1);
    act(() => {
      store.dispatch(set({ editMode: true }));
    });
    expect(seen).toEqual([
      { editMode: false, css: '' },
      { editMode: true, css: '' },
    ]);
  });
});
