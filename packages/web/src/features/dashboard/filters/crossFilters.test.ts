import { describe, expect, it } from 'vitest';
import type { DataMaskState } from '@sightline/core';
import { activeCrossFilters } from './crossFilters';

const filter = [{ col: 'country', op: 'IN' as const, val: ['FR'] }];

describe('activeCrossFilters', () => {
  it("lists this dashboard's charts whose mask filters something, with the selection's text", () => {
    const dataMask: DataMaskState = {
      '1': { id: '1', extraFormData: { filters: filter }, filterState: { label: 'France', value: [['FR']] } },
      '2': { id: '2', extraFormData: { filters: [] }, filterState: { value: null } },
      '3': { id: '3', extraFormData: { filters: filter }, filterState: { value: [['FR', 'Paris']] } },
      '4': { id: '4', extraFormData: { filters: filter }, filterState: {} },
      '9': { id: '9', extraFormData: { filters: filter } },
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', extraFormData: { filters: filter } },
    };
    expect(activeCrossFilters(dataMask, [1, 2, 3, 4])).toEqual([
      { chartId: 1, value: 'France' },
      { chartId: 3, value: 'FR, Paris' },
      { chartId: 4, value: '' },
    ]);
  });
});
