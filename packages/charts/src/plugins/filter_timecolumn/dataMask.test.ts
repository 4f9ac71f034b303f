import { describe, expect, it } from 'vitest';
import { timeColumnDataMask } from './dataMask.js';

describe('timeColumnDataMask', () => {
  it('publishes granularity_sqla', () => {
    expect(timeColumnDataMask('ds').extraFormData).toEqual({ granularity_sqla: 'ds' });
  });
});
