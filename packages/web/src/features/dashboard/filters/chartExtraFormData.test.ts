import { describe, expect, it } from 'vitest';
import type { DashboardMetadata, DataMaskState } from '@sightline/core';
import { testDashboard, testSlice } from '../testing/dashboardFixtures';
import { buildHydratedDashboard } from '../state/hydrateDashboard';
import { chartExtraFormData } from './chartExtraFormData';

const { layout } = buildHydratedDashboard({
  dashboard: testDashboard(),
  charts: [testSlice(1), testSlice(2), testSlice(3)],
  user: null,
  search: '',
});
const charts = [1, 2, 3];
const pick = (col: string, value: string) => ({
  extraFormData: { filters: [{ col, op: 'IN' as const, val: [value] }] },
  filterState: { value: [value] },
});
/** Chart 1 cross-filters everything but chart 3. */
const metadata: DashboardMetadata = {
  chart_configuration: { '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } } },
};

describe('chartExtraFormData', () => {
  it("merges a cross-filter into the charts in its scope only, never the emitter's own query", () => {
    const dataMask: DataMaskState = { '1': { id: '1', ...pick('country', 'FR') } };
    const { byChart, changed } = chartExtraFormData(charts, { dataMask, metadata, layout });
    expect(byChart).toEqual({ 2: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } });
    expect(changed).toEqual([2]);
  });

  it('by default a chart cross-filters every other chart', () => {
    const dataMask: DataMaskState = { '2': { id: '2', ...pick('country', 'FR') } };
    const { changed } = chartExtraFormData(charts, { dataMask, metadata: {}, layout });
    expect(changed).toEqual([1, 3]);
  });

  it("a chart without its own scope follows the dashboard's global cross-filter scope", () => {
    const dataMask: DataMaskState = { '2': { id: '2', ...pick('country', 'FR') } };
    const global: DashboardMetadata = {
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [1] }, chartsInScope: [2, 3] },
    };
    expect(chartExtraFormData(charts, { dataMask, metadata: global, layout }).changed).toEqual([3]);
  });

  it('keeps the object of a chart whose merged value is unchanged and lists only the changed charts', () => {
    const first: DataMaskState = {
      '1': { id: '1', ...pick('country', 'FR') },
      '3': { id: '3', ...pick('city', 'Paris') },
    };
    const before = chartExtraFormData(charts, { dataMask: first, metadata, layout });
    expect(before.changed).toEqual([1, 2]);
    // Chart 1 picks another country: chart 2 changes; chart 1 (not in its own scope) keeps its value.
    const second = { ...first, '1': { id: '1', ...pick('country', 'DE') } };
    const after = chartExtraFormData(charts, { dataMask: second, metadata, layout }, before.byChart);
    expect(after.changed).toEqual([2]);
    expect(after.byChart[1]).toBe(before.byChart[1]);
    expect(after.byChart[2]).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['DE'] },
        { col: 'city', op: 'IN', val: ['Paris'] },
      ],
    });
  });

  it('an equal value rebuilt from new mask objects changes nothing', () => {
    const mask = (): DataMaskState => ({ '1': { id: '1', ...pick('country', 'FR') } });
    const before = chartExtraFormData(charts, { dataMask: mask(), metadata, layout });
    const after = chartExtraFormData(charts, { dataMask: mask(), metadata, layout }, before.byChart);
    expect(after.changed).toEqual([]);
    expect(after.byChart[2]).toBe(before.byChart[2]);
  });

  it('a cleared mask removes the charts it filtered, and they count as changed', () => {
    const before = chartExtraFormData(charts, {
      dataMask: { '1': { id: '1', ...pick('country', 'FR') } },
      metadata,
      layout,
    });
    const cleared: DataMaskState = { '1': { id: '1', extraFormData: { filters: [] }, filterState: {} } };
    const after = chartExtraFormData(charts, { dataMask: cleared, metadata, layout }, before.byChart);
    expect(after.byChart).toEqual({});
    expect(after.changed).toEqual([2]);
  });

  it('applies a native filter to the charts in its scope', () => {
    const withFilter: DashboardMetadata = {
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-a',
          type: 'NATIVE_FILTER',
          name: 'Country',
          filterType: 'filter_select',
          targets: [],
          scope: { rootPath: ['ROOT_ID'], excluded: [1] },
        },
      ],
    };
    const dataMask: DataMaskState = {
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', ...pick('country', 'FR') },
    };
    expect(chartExtraFormData(charts, { dataMask, metadata: withFilter, layout }).changed).toEqual([2, 3]);
  });
});
