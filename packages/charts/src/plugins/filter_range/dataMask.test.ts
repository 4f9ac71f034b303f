import { describe, expect, it } from 'vitest';
import { nativeFilter } from '@sightline/core/testing';
import { rangeFilterDataMask } from './dataMask.js';

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
