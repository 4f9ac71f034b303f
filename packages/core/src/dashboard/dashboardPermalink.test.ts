import { describe, expect, it } from 'vitest';
import { dashboardPermalinkStateSchema, normalizeDashboardPermalinkState } from './dashboardPermalink.js';

const mask = {
  'NATIVE_FILTER-1': {
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    filterState: { value: ['FR'] },
  },
};

describe('dashboard permalink state', () => {
  it("reads Superset's names", () => {
    const state = dashboardPermalinkStateSchema.parse({
      dataMask: mask,
      activeTabs: ['TAB-1'],
      anchor: 'CHART-2',
      urlParams: [['edit', 'true']],
    });
    expect(normalizeDashboardPermalinkState(state)).toEqual({
      dataMask: mask,
      activeTabs: ['TAB-1'],
      anchor: 'CHART-2',
      urlParams: [['edit', 'true']],
    });
  });

  it("reads a state's filterState and hash as dataMask and anchor", () => {
    const state = dashboardPermalinkStateSchema.parse({ filterState: mask, hash: 'CHART-2' });
    expect(normalizeDashboardPermalinkState(state)).toEqual({
      dataMask: mask,
      activeTabs: null,
      anchor: 'CHART-2',
      urlParams: null,
    });
  });

  it('takes an empty state and nulls', () => {
    expect(normalizeDashboardPermalinkState(dashboardPermalinkStateSchema.parse({}))).toEqual({
      dataMask: null,
      activeTabs: null,
      anchor: null,
      urlParams: null,
    });
    expect(
      dashboardPermalinkStateSchema.safeParse({
        dataMask: null,
        activeTabs: null,
        anchor: null,
        urlParams: null,
      }).success,
    ).toBe(true);
  });

  it('refuses malformed parts', () => {
    for (const bad of [
      { urlParams: 'a=1' },
      { urlParams: [['a']] },
      { activeTabs: [1] },
      { anchor: 3 },
      { dataMask: [] },
      'x',
    ]) {
      expect(dashboardPermalinkStateSchema.safeParse(bad).success).toBe(false);
    }
  });
});
