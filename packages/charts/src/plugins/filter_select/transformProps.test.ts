import type { DataMask } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import { nativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { nativeFilter } from '@sightline/core/testing';
import { transformProps } from './transformProps.js';

const props = (filter = nativeFilter({ id: 'NATIVE_FILTER-c' }), value: unknown = ['FR']) => {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const applyDataMask = vi.fn<(update: (applied: DataMask | undefined) => readonly DataMask[]) => void>();
  const shown = transformProps({
    formData: nativeFilterFormData(filter),
    queriesData: [
      chartResult(
        ['country', 'count'],
        [1, 0],
        [
          ['DE', 3],
          ['FR', 2],
          [null, 1],
        ],
      ),
    ],
    width: 0,
    height: 0,
    hooks: { setDataMask, applyDataMask },
    filterState: { value },
    ownState: { status: 'done', loadedFor: 'request', search: '' },
  });
  return { shown, setDataMask, applyDataMask };
};

describe('value filter transformProps', () => {
  it("offers the column's values and shows the selection", () => {
    const { shown } = props();
    expect(shown.options).toEqual(['DE', 'FR', null]);
    expect(shown.selected).toEqual(['FR']);
    expect(shown.multi).toBe(true);
    expect(shown.optionsState).toEqual({ status: 'done', loadedFor: 'request', search: '' });
  });

  it('hands the host the mask of a new selection', () => {
    const { shown, setDataMask } = props();
    shown.setValue(['DE']);
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['DE'] }] },
      filterState: { value: ['DE'], label: 'DE' },
    });
  });

  it('publishes the first option once the full list loads when it defaults to its first item', () => {
    const first = nativeFilter({ id: 'NATIVE_FILTER-c', controlValues: { defaultToFirstItem: true } });
    const { shown, applyDataMask } = props(first, null);
    shown.onFullListLoaded();
    const update = applyDataMask.mock.calls[0]![0];
    expect(update(undefined).map((mask) => mask.filterState?.value)).toEqual([['DE']]);
  });

  it("drops a dependent filter's pending values its new options no longer offer", () => {
    const child = nativeFilter({ id: 'NATIVE_FILTER-c', cascadeParentIds: ['NATIVE_FILTER-p'] });
    const { shown, setDataMask } = props(child, ['FR', 'IT']);
    shown.onFullListLoaded();
    expect(setDataMask.mock.calls[0]![0].filterState?.value).toEqual(['FR']);
  });
});
