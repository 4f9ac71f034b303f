import { describe, expect, it } from 'vitest';
import { dataMaskFlags } from './dataMaskFlags';

describe('dataMaskFlags', () => {
  it('counts both flags on unless the bootstrap turns one off (the server default is on)', () => {
    expect(dataMaskFlags({})).toEqual({ nativeFilters: true, crossFilters: true });
    expect(dataMaskFlags({ DASHBOARD_CROSS_FILTERS: false })).toEqual({
      nativeFilters: true,
      crossFilters: false,
    });
    expect(dataMaskFlags({ DASHBOARD_NATIVE_FILTERS: false, DASHBOARD_CROSS_FILTERS: true })).toEqual({
      nativeFilters: false,
      crossFilters: true,
    });
  });
});
