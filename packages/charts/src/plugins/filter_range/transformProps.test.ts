import type { DataMask } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import { nativeFilterFormData } from '../../sdk/nativeFilter/nativeFilterFormData.js';
import { nativeFilter } from '@sightline/core/testing';
import { validateRange } from './dataMask.js';
import { transformProps } from './transformProps.js';

const range = nativeFilter({
  id: 'NATIVE_FILTER-r',
  filterType: 'filter_range',
  targets: [{ column: { name: 'age' } }],
});

describe('range filter transformProps', () => {
  it('shows the bounds and hands the host the mask of new ones', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    const shown = transformProps({
      formData: nativeFilterFormData(range),
      queriesData: [],
      width: 0,
      height: 0,
      hooks: { setDataMask },
      filterState: { value: [1, null] },
    });
    expect([shown.name, shown.lower, shown.upper]).toEqual(['NATIVE_FILTER-r', 1, null]);
    shown.setValue([1, 9]);
    expect(setDataMask.mock.calls[0]![0].extraFormData).toEqual({
      filters: [
        { col: 'age', op: '>=', val: 1 },
        { col: 'age', op: '<=', val: 9 },
      ],
    });
  });

  it('refuses a default range whose minimum lies above its maximum', () => {
    expect(validateRange([9, 1])).toBe('The minimum must not be greater than the maximum');
    expect(validateRange([1, 9])).toBe(false);
    expect(validateRange([null, 1])).toBe(false);
  });
});
