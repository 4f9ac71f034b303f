import { describe, expect, it } from 'vitest';
import { chart, layoutOf, row } from '../dashboard/testing/layoutBuilder.js';
import { syncDashboardFilters, type FilterBoxChart } from './syncDashboardFilters.js';
import { filterBoxFormData } from './testing/filterBoxBuilder.js';

const box: FilterBoxChart = { chartId: 10, sliceName: 'Box', formData: filterBoxFormData() };
const withBox = layoutOf(row('r1', chart('CHART-box', 10), chart('c1', 1)));
const withoutBox = layoutOf(row('r1', chart('c1', 1)));

describe('syncDashboardFilters', () => {
  it('adds a newly placed filter box with the default scope', () => {
    const filters = syncDashboardFilters({}, [box], withBox);
    expect(filters[10]).toMatchObject({ componentId: 'CHART-box', filterName: 'Box' });
    expect(filters[10]!.scopes.name).toEqual({ scope: ['ROOT_ID'], immune: [] });
    expect(filters[10]!.directPathToFilter).toEqual(['ROOT_ID', 'r1', 'CHART-box']);
  });

  it('drops the entry of a box taken off the layout, and keeps an unchanged one as it is', () => {
    const filters = syncDashboardFilters({}, [box], withBox);
    expect(syncDashboardFilters(filters, [box], withBox)).toBe(filters);
    expect(syncDashboardFilters(filters, [box], withoutBox)).toEqual({});
  });

  it('does nothing on a dashboard without filter boxes', () => {
    const none = {};
    expect(syncDashboardFilters(none, [], withBox)).toBe(none);
  });
});
