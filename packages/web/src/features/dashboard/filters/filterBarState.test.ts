import type { DataMaskState, NativeFilter } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  changedFilterMasks,
  clearedFilterMasks,
  isEmptyFilterValue,
  missingRequiredFilters,
  shownValue,
} from './filterBarState';

const filter = (id: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  name: id,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'country' } }],
  ...extra,
});
const applied: DataMaskState = {
  a: {
    id: 'a',
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    filterState: { value: ['FR'] },
  },
};

describe('filter bar state', () => {
  it('shows the pending value over the applied one', () => {
    expect(shownValue({}, applied, 'a')).toEqual(['FR']);
    expect(shownValue({ a: ['DE'] }, applied, 'a')).toEqual(['DE']);
    expect(shownValue({}, applied, 'b')).toBeNull();
  });

  it('lists only the filters whose pending value differs from the applied one, with the mask to publish', () => {
    const items = [filter('a'), filter('b'), { id: 'd', type: 'DIVIDER' as const, title: 'Section' }];
    expect(changedFilterMasks(items, { a: ['FR'] }, applied)).toEqual([]);
    expect(changedFilterMasks(items, { b: [] }, applied)).toEqual([]);
    expect(changedFilterMasks(items, { a: ['DE'] }, applied)).toEqual([
      {
        id: 'a',
        mask: {
          extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['DE'] }] },
          filterState: { value: ['DE'], label: 'DE' },
        },
      },
    ]);
  });

  it('names the required filters left empty, pending or applied', () => {
    const required = filter('b', { controlValues: { enableEmptyFilter: true } });
    expect(missingRequiredFilters([filter('a'), required], {}, applied).map((f) => f.id)).toEqual(['b']);
    expect(missingRequiredFilters([required], { b: ['FR'] }, applied)).toEqual([]);
    const requiredA = filter('a', { controlValues: { enableEmptyFilter: true } });
    expect(missingRequiredFilters([requiredA], { a: [] }, applied).map((f) => f.id)).toEqual(['a']);
  });

  it('clears every filter holding a value', () => {
    expect(clearedFilterMasks([filter('a'), filter('b')], applied)).toEqual([
      { id: 'a', mask: { extraFormData: {}, filterState: { value: null } } },
    ]);
  });

  it('counts no value, an empty list and empty range bounds as empty', () => {
    expect([null, undefined, '', [], [null, null]].every(isEmptyFilterValue)).toBe(true);
    expect(isEmptyFilterValue([1, null])).toBe(false);
  });
});
