import { describe, expect, it } from 'vitest';
import { timeGrainDataMask } from './dataMask.js';

describe('timeGrainDataMask', () => {
  it('publishes time_grain_sqla', () => {
    expect(timeGrainDataMask('P1M').extraFormData).toEqual({ time_grain_sqla: 'P1M' });
    expect(timeGrainDataMask('nonsense').extraFormData).toEqual({});
  });
});
