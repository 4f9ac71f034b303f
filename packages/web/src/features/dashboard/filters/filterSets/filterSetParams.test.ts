import type { DataMaskState, NativeFilter } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  filterSetIsApplied,
  filterSetJsonMetadata,
  filterSetMasks,
  masksWithFilterSet,
} from './filterSetParams';

const filter = (id: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    type: 'NATIVE_FILTER',
    name: id,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'c' } }],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    ...extra,
  }) as NativeFilter;
const A = 'NATIVE_FILTER-a';
const B = 'NATIVE_FILTER-b';
const GONE = 'NATIVE_FILTER-gone';
const mask = (id: string, value: string[]) => ({
  id,
  extraFormData: { filters: [{ col: 'c', op: 'IN' as const, val: value }] },
  filterState: { value },
  ownState: {},
});
const empty = (id: string) => ({ id, extraFormData: {}, filterState: {}, ownState: {} });

describe('filter set params', () => {
  it('saves the native filters and their applied masks, nothing of the cross-filters', () => {
    const dataMask: DataMaskState = { [A]: mask(A, ['x']), 1: mask('1', ['y']) };
    const params = JSON.parse(filterSetJsonMetadata('Set', [filter(A)], dataMask));
    expect(params).toEqual({
      name: 'Set',
      nativeFilters: { [A]: filter(A) },
      dataMask: { [A]: mask(A, ['x']) },
    });
  });

  it('reads the masks from params, or from json_metadata, skipping what is not a native filter mask', () => {
    const params = { dataMask: { [A]: mask(A, ['x']), 1: mask('1', ['y']), [B]: { filterState: 'no' } } };
    expect(filterSetMasks({ id: 1, name: 's', params })).toEqual({ [A]: mask(A, ['x']) });
    expect(filterSetMasks({ id: 1, name: 's', json_metadata: JSON.stringify(params) })).toEqual({
      [A]: mask(A, ['x']),
    });
    expect(filterSetMasks({ id: 1, name: 's', json_metadata: 'not json' })).toEqual({});
  });

  it('applies: the set’s masks over the defaults, removed filters ignored, cross-filters kept', () => {
    const set = {
      id: 1,
      name: 's',
      params: { dataMask: { [A]: mask(A, ['x']), [GONE]: mask(GONE, ['z']) } },
    };
    const withDefault = filter(B, { defaultDataMask: { filterState: { value: ['d'] } } });
    const context = {
      dataMask: { [A]: empty(A), [B]: mask(B, ['other']), 1: mask('1', ['y']) },
      nativeFilters: [filter(A), withDefault],
      sliceIds: [1],
    };
    const applied = masksWithFilterSet(set, context);
    expect(applied[A]).toEqual(mask(A, ['x']));
    expect(applied[B]?.filterState).toEqual({ value: ['d'] });
    expect(applied[GONE]).toBeUndefined();
    expect(applied[1]).toEqual(mask('1', ['y']));
    expect(filterSetIsApplied(set, context)).toBe(false);
    expect(filterSetIsApplied(set, { ...context, dataMask: applied })).toBe(true);
  });
});
