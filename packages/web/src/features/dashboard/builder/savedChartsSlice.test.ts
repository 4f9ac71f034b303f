import { describe, expect, it } from 'vitest';
import { testSavedChart as chart } from '../testing/dashboardFixtures';
import { savedChartsQuery } from './savedChartsApi';
import {
  fetchFailed,
  fetchSet,
  fetchStarted,
  initialSavedChartsState,
  onlyMineChanged,
  savedChartsReducer,
  shouldFetchSavedCharts,
} from './savedChartsSlice';

describe('saved-chart list state', () => {
  it('fetches only a list that was never loaded', () => {
    expect(shouldFetchSavedCharts(initialSavedChartsState)).toBe(true);
    const loaded = savedChartsReducer(initialSavedChartsState, fetchSet({ slices: [chart(1)], at: 5 }));
    expect(shouldFetchSavedCharts(loaded)).toBe(false);
  });

  it('started → loading; set → loading false, timestamp and charts by id', () => {
    const started = savedChartsReducer(initialSavedChartsState, fetchStarted());
    expect(started.isLoading).toBe(true);
    expect(shouldFetchSavedCharts(started)).toBe(false);
    const set = savedChartsReducer(started, fetchSet({ slices: [chart(1), chart(2)], at: 1234 }));
    expect(set).toMatchObject({ isLoading: false, lastUpdated: 1234, errorMessage: null });
    expect(Object.keys(set.slices)).toEqual(['1', '2']);
  });

  it('failed → loading false with the error stored, and no automatic refetch', () => {
    const started = savedChartsReducer(initialSavedChartsState, fetchStarted());
    const failed = savedChartsReducer(started, fetchFailed('Could not fetch all saved charts'));
    expect(failed).toMatchObject({ isLoading: false, errorMessage: 'Could not fetch all saved charts' });
    expect(shouldFetchSavedCharts(failed)).toBe(false);
    expect(savedChartsReducer(failed, fetchStarted()).errorMessage).toBeNull();
  });

  it('a different owner filter makes the list unloaded again', () => {
    const loaded = savedChartsReducer(initialSavedChartsState, fetchSet({ slices: [chart(1)], at: 5 }));
    const same = savedChartsReducer(loaded, onlyMineChanged(false));
    expect(same).toBe(loaded);
    const changed = savedChartsReducer(loaded, onlyMineChanged(true));
    expect(changed).toMatchObject({ onlyMine: true, lastUpdated: 0, slices: {} });
    expect(shouldFetchSavedCharts(changed)).toBe(true);
    // Also while a fetch with the old filter still runs, or after one failed.
    const loading = savedChartsReducer(initialSavedChartsState, fetchStarted());
    expect(shouldFetchSavedCharts(savedChartsReducer(loading, onlyMineChanged(true)))).toBe(true);
    const failed = savedChartsReducer(loading, fetchFailed('x'));
    expect(shouldFetchSavedCharts(savedChartsReducer(failed, onlyMineChanged(true)))).toBe(true);
  });
});

describe('savedChartsQuery', () => {
  it('asks for the spec columns, 200 per page, most recently changed first, owned by the user', () => {
    expect(savedChartsQuery(7)).toEqual({
      columns: [
        'changed_on_delta_humanized',
        'changed_on_utc',
        'datasource_id',
        'datasource_type',
        'datasource_url',
        'datasource_name_text',
        'description_markeddown',
        'description',
        'id',
        'params',
        'slice_name',
        'url',
        'viz_type',
      ],
      filters: [{ col: 'owners', opr: 'rel_m_m', value: 7 }],
      page_size: 200,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
  });

  it('has no owner filter when "Show only my charts" is off', () => {
    expect(savedChartsQuery(null).filters).toEqual([]);
  });
});
