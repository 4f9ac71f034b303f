import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  exploreLoaded,
  exploreSlice,
  formDataChanged,
  formDataRestored,
  MAX_UNDO_HISTORY,
  queryRun,
  redo,
  undo,
} from './exploreSlice';

const store = () => {
  const s = configureStore({ reducer: { explore: exploreSlice.reducer } });
  s.dispatch(
    exploreLoaded({ key: 'slice:1', formData: { viz_type: 'table' }, datasource: null, slice: null }),
  );
  return s;
};

describe('explore state', () => {
  it('undoes and redoes control changes', () => {
    const s = store();
    s.dispatch(formDataChanged({ viz_type: 'line' }));
    s.dispatch(formDataChanged({ viz_type: 'bar' }));
    s.dispatch(undo());
    expect(s.getState().explore.formData).toEqual({ viz_type: 'line' });
    s.dispatch(undo());
    expect(s.getState().explore.formData).toEqual({ viz_type: 'table' });
    s.dispatch(undo());
    expect(s.getState().explore.formData).toEqual({ viz_type: 'table' });
    s.dispatch(redo());
    expect(s.getState().explore.formData).toEqual({ viz_type: 'line' });
    s.dispatch(formDataChanged({ viz_type: 'pie' }));
    expect(s.getState().explore.future).toEqual([]);
  });

  it('keeps a bounded history', () => {
    const s = store();
    for (let i = 0; i < MAX_UNDO_HISTORY + 10; i++) s.dispatch(formDataChanged({ row_limit: i }));
    expect(s.getState().explore.past).toHaveLength(MAX_UNDO_HISTORY);
  });

  it('a restored URL state re-runs the query', () => {
    const s = store();
    s.dispatch(queryRun({ viz_type: 'table' }));
    s.dispatch(formDataRestored({ viz_type: 'line' }));
    expect(s.getState().explore.queryFormData).toBeNull();
    expect(s.getState().explore.formData).toEqual({ viz_type: 'line' });
  });

  it('a new load starts over', () => {
    const s = store();
    s.dispatch(formDataChanged({ viz_type: 'line' }));
    s.dispatch(
      exploreLoaded({ key: 'slice:2', formData: { viz_type: 'pie' }, datasource: null, slice: null }),
    );
    expect(s.getState().explore).toMatchObject({ loadedKey: 'slice:2', past: [], queryFormData: null });
  });
});
