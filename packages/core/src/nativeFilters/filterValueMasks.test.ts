import { describe, expect, it } from 'vitest';
import {
  filterDataMask,
  firstItemDataMask,
  rangeFilterDataMask,
  selectFilterDataMask,
  timeColumnDataMask,
  timeGrainDataMask,
  timeRangeDataMask,
} from './filterValueMasks.js';
import { nativeFilter } from './testing/nativeFilterBuilder.js';

const select = nativeFilter({ id: 'NATIVE_FILTER-s' });

describe('selectFilterDataMask', () => {
  it('filters IN the chosen values', () => {
    expect(selectFilterDataMask(select, ['FR', 'DE'])).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR', 'DE'] }] },
      filterState: { value: ['FR', 'DE'], label: 'FR, DE' },
    });
  });

  it('filters NOT IN with inverse selection', () => {
    const inverse = nativeFilter({
      id: 'NATIVE_FILTER-s',
      controlValues: { multiSelect: true, inverseSelection: true },
    });
    expect(selectFilterDataMask(inverse, ['FR']).extraFormData!.filters).toEqual([
      { col: 'country', op: 'NOT IN', val: ['FR'] },
    ]);
  });

  it('keeps one value when single-select', () => {
    const single = nativeFilter({ id: 'NATIVE_FILTER-s', controlValues: { multiSelect: false } });
    expect(selectFilterDataMask(single, ['FR', 'DE']).filterState!.value).toEqual(['FR']);
  });

  it('filters nothing for an empty selection', () => {
    expect(selectFilterDataMask(select, [])).toEqual({ extraFormData: {}, filterState: { value: null } });
    expect(selectFilterDataMask(select, null).extraFormData).toEqual({});
  });
});

describe('rangeFilterDataMask', () => {
  const range = nativeFilter({
    id: 'NATIVE_FILTER-r',
    filterType: 'filter_range',
    targets: [{ column: { name: 'age' } }],
  });

  it('filters >= the lower and <= the upper bound', () => {
    expect(rangeFilterDataMask(range, [1, 9]).extraFormData!.filters).toEqual([
      { col: 'age', op: '>=', val: 1 },
      { col: 'age', op: '<=', val: 9 },
    ]);
    expect(rangeFilterDataMask(range, [null, 9]).extraFormData!.filters).toEqual([
      { col: 'age', op: '<=', val: 9 },
    ]);
    expect(rangeFilterDataMask(range, [0, null]).filterState!.label).toBe('x ≥ 0');
    expect(rangeFilterDataMask(range, [null, null]).extraFormData).toEqual({});
  });
});

describe('time filters', () => {
  it('publish time_range, time_grain_sqla and granularity_sqla', () => {
    expect(timeRangeDataMask('Last week').extraFormData).toEqual({ time_range: 'Last week' });
    expect(timeGrainDataMask('P1M').extraFormData).toEqual({ time_grain_sqla: 'P1M' });
    expect(timeGrainDataMask('nonsense').extraFormData).toEqual({});
    expect(timeColumnDataMask('ds').extraFormData).toEqual({ granularity_sqla: 'ds' });
    expect(timeRangeDataMask(null).extraFormData).toEqual({});
  });

  it('are chosen by filter type', () => {
    const of = (filterType: string, value: unknown) =>
      filterDataMask(nativeFilter({ id: 'NATIVE_FILTER-t', filterType }), value).extraFormData;
    expect(of('filter_time', 'Last day')).toEqual({ time_range: 'Last day' });
    expect(of('filter_timegrain', ['P1D'])).toEqual({ time_grain_sqla: 'P1D' });
    expect(of('filter_timecolumn', ['ds'])).toEqual({ granularity_sqla: 'ds' });
    expect(of('filter_select', 'FR')).toEqual({ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
    expect(of('filter_range', [1, null])).toEqual({ filters: [{ col: 'country', op: '>=', val: 1 }] });
    expect(of('filter_unknown', 'x')).toEqual({});
  });
});

describe('firstItemDataMask', () => {
  const first = nativeFilter({
    id: 'NATIVE_FILTER-f',
    controlValues: { multiSelect: true, defaultToFirstItem: true },
  });

  it('selects the first option when the filter defaults to the first item and nothing is selected', () => {
    expect(firstItemDataMask(first, ['DE', 'FR'])!.filterState!.value).toEqual(['DE']);
    expect(firstItemDataMask(first, ['DE'], { filterState: { value: [] } })).not.toBeNull();
  });

  it('leaves other filters, empty options and existing selections alone', () => {
    expect(firstItemDataMask(select, ['DE'])).toBeNull();
    expect(firstItemDataMask(first, [])).toBeNull();
    expect(firstItemDataMask(first, ['DE'], { filterState: { value: ['FR'] } })).toBeNull();
  });
});
