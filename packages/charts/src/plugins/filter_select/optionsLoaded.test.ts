import type { DataMaskState } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { nativeFilter } from '@sightline/core/testing';
import { clearInvalidCascadeValues, firstItemDataMask } from './optionsLoaded.js';

const select = nativeFilter({ id: 'NATIVE_FILTER-s' });
const city = nativeFilter({
  id: 'city',
  cascadeParentIds: ['country'],
  targets: [{ column: { name: 'city' } }],
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

describe('clearInvalidCascadeValues', () => {
  const state: DataMaskState = {
    city: {
      id: 'city',
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Paris', 'Lyon'] }] },
      filterState: { value: ['Paris', 'Lyon'], label: 'Paris, Lyon' },
    },
  };

  it('keeps the still-offered values of a multi-select and rebuilds its extraFormData', () => {
    const next = clearInvalidCascadeValues(state, city, ['Lyon', 'Nice']);
    expect(next.city).toEqual({
      id: 'city',
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Lyon'] }] },
      filterState: { value: ['Lyon'], label: 'Lyon' },
    });
  });

  it('clears a single-select whose value is no longer offered', () => {
    const single = { ...city, controlValues: { multiSelect: false } };
    const next = clearInvalidCascadeValues(state, single, ['Lyon']);
    expect(next.city).toEqual({ id: 'city', extraFormData: {}, filterState: { value: null } });
  });

  it('returns the same state when every value is still offered', () => {
    expect(clearInvalidCascadeValues(state, city, ['Paris', 'Lyon', 'Nice'])).toBe(state);
    expect(clearInvalidCascadeValues({}, city, [])).toEqual({});
  });
});
