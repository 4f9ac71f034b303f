import type { DashboardMetadata } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { WithDashboard } from '../state/dashboardSlice';
import { selectNativeFilters } from './selectNativeFilters';

describe('selectNativeFilters', () => {
  it('keeps filters and dividers with an id, and drops a malformed scope to the default', () => {
    const metadata = {
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-a', type: 'NATIVE_FILTER', name: 'A', scope: { rootPath: 'ROOT_ID' } },
        { id: 'NATIVE_FILTER_DIVIDER-b', type: 'DIVIDER', title: 'B' },
        { id: 'NATIVE_FILTER-c', type: 'NATIVE_FILTER', name: 'C', scope: { rootPath: [1], excluded: [] } },
        { type: 'NATIVE_FILTER', name: 'no id' },
        { id: 'x', type: 'SOMETHING' },
        'junk',
      ],
    } as unknown as DashboardMetadata;
    const state = { dashboard: { info: { metadata } } } as unknown as WithDashboard;
    const filters = selectNativeFilters(state);
    expect(filters.map((f) => f.id)).toEqual([
      'NATIVE_FILTER-a',
      'NATIVE_FILTER_DIVIDER-b',
      'NATIVE_FILTER-c',
    ]);
    // Core's parseFilterScope, as the server's scan-ahead reads them: lists of the wrong type count too.
    expect(filters[0]!.scope).toBeUndefined();
    expect(filters[2]!.scope).toBeUndefined();
    expect(selectNativeFilters({ dashboard: { ...state.dashboard } })).toBe(filters);
  });
});
