import { describe, expect, it } from 'vitest';
import { appliedFilterMasks, filterStateText, parseFilterStateText } from './filterStateValue';
import { withSearchParams } from './searchParams';

const nativeEmpty = { id: 'NATIVE_FILTER-a', extraFormData: {}, filterState: {}, ownState: {} };
const crossEmpty = { id: '3', extraFormData: {}, filterState: {}, ownState: {} };
const crossOn = {
  id: '4',
  extraFormData: { filters: [{ col: 'x', op: 'IN' as const, val: [1] }] },
  filterState: { value: [1] },
  ownState: {},
};

describe('filter state value', () => {
  it('keeps every native filter mask (a cleared one too) and only the cross-filters that filter', () => {
    expect(appliedFilterMasks({ [nativeEmpty.id]: nativeEmpty, 3: crossEmpty, 4: crossOn })).toEqual({
      [nativeEmpty.id]: nativeEmpty,
      4: crossOn,
    });
  });

  it('gives the same text for the same masks set in another order', () => {
    expect(filterStateText({ 4: crossOn, [nativeEmpty.id]: nativeEmpty })).toBe(
      filterStateText({ [nativeEmpty.id]: { ...nativeEmpty }, 4: { ...crossOn, ownState: {} } }),
    );
    expect(filterStateText({ 4: crossOn })).not.toBe(filterStateText({ 4: { ...crossOn, filterState: {} } }));
  });

  it('reads back the masks, skipping entries that are not masks and text that is not JSON', () => {
    const text = JSON.stringify({ 4: crossOn, bad: { extraFormData: 'x' } });
    expect(parseFilterStateText(text)).toEqual({ 4: crossOn });
    expect(parseFilterStateText('not json')).toEqual({});
    expect(parseFilterStateText('[1]')).toEqual({});
  });

  it('sets and removes URL parameters, keeping the others', () => {
    expect(withSearchParams('?edit=true&a=1', { native_filters_key: 'k', a: null })).toBe(
      '?edit=true&native_filters_key=k',
    );
    expect(withSearchParams('?a=1', { a: null })).toBe('');
  });
});
