import { describe, expect, it } from 'vitest';
import { timeRangeDataMask } from './dataMask.js';

describe('timeRangeDataMask', () => {
  it('publishes time_range', () => {
    expect(timeRangeDataMask('Last week').extraFormData).toEqual({ time_range: 'Last week' });
    expect(timeRangeDataMask(null).extraFormData).toEqual({});
  });
});
