import { describe, expect, it } from 'vitest';
import { nativeFilter } from '@sightline/core/testing';
import { selectFilterDataMask } from './dataMask.js';

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
