import { describe, expect, it } from 'vitest';
import { clearDataMasks, hydrateDataMasks, initialDataMask, updateDataMask } from './dataMaskState.js';
import { nativeFilter } from './testing/nativeFilterBuilder.js';

const ON = { nativeFilters: true, crossFilters: false };
const OFF = { nativeFilters: false, crossFilters: false };

describe('clearDataMasks', () => {
  it('resets all masks', () => {
    expect(clearDataMasks()).toEqual({});
  });
});

describe('updateDataMask', () => {
  const state = {
    'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: ['FR'] }, ownState: { page: 2 } },
  };

  it("merges into the filter's mask", () => {
    const next = updateDataMask(state, 'NATIVE_FILTER-a', { filterState: { value: ['DE'] } }, ON);
    expect(next['NATIVE_FILTER-a']).toEqual({
      id: 'NATIVE_FILTER-a',
      filterState: { value: ['DE'] },
      ownState: { page: 2 },
    });
    expect(state['NATIVE_FILTER-a'].filterState.value).toEqual(['FR']);
  });

  it('merges when only the cross-filter feature is on, keyed by chart id', () => {
    const next = updateDataMask(
      { '7': { id: '7', ownState: { a: 1 } } },
      7,
      { filterState: { value: 1 } },
      {
        nativeFilters: false,
        crossFilters: true,
      },
    );
    expect(next['7']).toEqual({ id: '7', ownState: { a: 1 }, filterState: { value: 1 } });
  });

  it('empties the held mask when neither feature is on', () => {
    const next = updateDataMask(state, 'NATIVE_FILTER-a', { filterState: { value: ['DE'] } }, OFF);
    expect(next['NATIVE_FILTER-a']).toEqual({ id: 'NATIVE_FILTER-a', filterState: { value: ['DE'] } });
  });
});

describe('hydrateDataMasks', () => {
  const country = nativeFilter({
    id: 'NATIVE_FILTER-country',
    defaultDataMask: { filterState: { value: ['FR'] }, extraFormData: { filters: [] } },
  });

  it('builds a mask for each cross-filter chart and each native filter', () => {
    const divider = { id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER' as const, title: 'Section' };
    const masks = hydrateDataMasks({ nativeFilters: [divider, country], crossFilterChartIds: [1, 2] });
    expect(Object.keys(masks).sort()).toEqual(['1', '2', 'NATIVE_FILTER-country']);
    expect(masks['1']).toEqual(initialDataMask(1));
    expect(masks['2']).toEqual(initialDataMask('2'));
    expect(masks['NATIVE_FILTER-country']).toEqual({
      id: 'NATIVE_FILTER-country',
      extraFormData: { filters: [] },
      filterState: { value: ['FR'] },
      ownState: {},
    });
  });

  it('merges saved masks over the defaults', () => {
    const masks = hydrateDataMasks({
      nativeFilters: [country],
      crossFilterChartIds: [1],
      saved: {
        'NATIVE_FILTER-country': { filterState: { value: ['DE'] } },
        '1': { filterState: { value: 'x' } },
      },
    });
    expect(masks['NATIVE_FILTER-country']!.filterState).toEqual({ value: ['DE'] });
    expect(masks['1']!.filterState).toEqual({ value: 'x' });
  });

  it('resets a filter to its default mask when the default changed', () => {
    const before = nativeFilter({
      id: 'NATIVE_FILTER-country',
      defaultDataMask: { filterState: { value: ['IT'] } },
    });
    const saved = {
      'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', filterState: { value: ['DE'] } },
    };
    const changed = hydrateDataMasks({
      nativeFilters: [country],
      crossFilterChartIds: [],
      saved,
      previousFilters: [before],
    });
    expect(changed['NATIVE_FILTER-country']!.filterState).toEqual({ value: ['FR'] });
    const unchanged = hydrateDataMasks({
      nativeFilters: [country],
      crossFilterChartIds: [],
      saved,
      previousFilters: [
        {
          ...country,
          defaultDataMask: {
            extraFormData: { filters: [] },
            filterState: { value: ['FR'], label: undefined },
          },
        },
      ],
    });
    expect(unchanged['NATIVE_FILTER-country']!.filterState).toEqual({ value: ['DE'] });
  });

  it('resets the whole mask when the default changed, not only the keys the new default has', () => {
    const held = {
      id: 'NATIVE_FILTER-country',
      extraFormData: { filters: [{ col: 'country', op: 'IN' as const, val: ['DE'] }] },
      filterState: { value: ['DE'] },
    };
    const filter = { ...country, defaultDataMask: { filterState: {} } };
    const masks = hydrateDataMasks({
      nativeFilters: [filter],
      crossFilterChartIds: [],
      saved: { [held.id]: held },
      previousFilters: [country],
    });
    expect(masks[held.id]).toEqual({ id: held.id, extraFormData: {}, filterState: {}, ownState: {} });
  });

  it('drops held masks with the native filter prefix on rebuild, keeping the others', () => {
    const masks = hydrateDataMasks({
      nativeFilters: [],
      crossFilterChartIds: [],
      current: {
        'NATIVE_FILTER-gone': { id: 'NATIVE_FILTER-gone', filterState: { value: ['x'] } },
        '5': { id: '5', filterState: { value: 'kept' } },
      },
    });
    expect(masks).toEqual({ '5': { id: '5', filterState: { value: 'kept' } } });
  });
});
