import { describe, expect, it } from 'vitest';
import type { BootstrapPayload } from '@sightline/core';
import { dataMaskFlags, selectDataMaskFlags } from './dataMaskFlags';

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

  it("reads the session bootstrap's feature flags", () => {
    const bootstrap = {
      common: { feature_flags: { DASHBOARD_NATIVE_FILTERS: false } },
    } as unknown as BootstrapPayload;
    expect(selectDataMaskFlags({ session: { bootstrap } })).toEqual({
      nativeFilters: false,
      crossFilters: true,
    });
  });
});
