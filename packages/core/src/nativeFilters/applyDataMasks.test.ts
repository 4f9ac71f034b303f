import { describe, expect, it } from 'vitest';
import { chart, layoutOf, row, tab, tabs } from '../dashboard/testing/layoutBuilder.js';
import {
  appliedFiltersForChart,
  extraFormDataByChart,
  extraFormDataForChart,
  mergeExtraFormData,
} from './applyDataMasks.js';
import type { DataMaskState } from './nativeFilterTypes.js';
import { nativeFilter } from './testing/nativeFilterBuilder.js';

const layout = layoutOf(
  tabs(
    'tabs',
    tab('tab-a', row('r1', chart('c1', 1), chart('c2', 2))),
    tab('tab-b', row('r2', chart('c3', 3))),
  ),
);

const country = nativeFilter({ id: 'NATIVE_FILTER-country' });
const onlyTabB = nativeFilter({
  id: 'NATIVE_FILTER-year',
  targets: [{ datasetId: 1, column: { name: 'year' } }],
  scope: { rootPath: ['tab-b'], excluded: [] },
});
const time = nativeFilter({ id: 'NATIVE_FILTER-time', filterType: 'filter_time', targets: [{}] });
const divider = { id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER' as const, title: 'Section' };

const inFrance = { col: 'country', op: 'IN' as const, val: ['FR'] };
const in2020 = { col: 'year', op: 'IN' as const, val: [2020] };
const clickedOnA = { col: 'product', op: 'IN' as const, val: ['A'] };

const dataMask: DataMaskState = {
  'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', extraFormData: { filters: [inFrance] } },
  'NATIVE_FILTER-year': { id: 'NATIVE_FILTER-year', extraFormData: { filters: [in2020] } },
  'NATIVE_FILTER-time': { id: 'NATIVE_FILTER-time', extraFormData: { time_range: 'Last week' } },
  '1': { id: '1', extraFormData: { filters: [clickedOnA], time_range: 'Last year' } },
};
const context = { dataMask, nativeFilters: [country, divider, onlyTabB, time], layout };

describe('mergeExtraFormData', () => {
  it('appends filters and overrides the time keys, later wins', () => {
    expect(
      mergeExtraFormData(
        { filters: [inFrance], time_range: 'Last day', time_grain_sqla: 'P1D' },
        { filters: [in2020], time_range: 'Last week', granularity_sqla: 'ds', time_grain_sqla: undefined },
      ),
    ).toEqual({
      filters: [inFrance, in2020],
      time_range: 'Last week',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
    });
  });
});

describe('extraFormDataForChart', () => {
  it('merges the native filters in scope and the cross-filters of other charts', () => {
    expect(extraFormDataForChart(3, context)).toEqual({
      filters: [inFrance, in2020, clickedOnA],
      time_range: 'Last year',
    });
  });

  it("skips filters whose scope leaves the chart out, and never applies the chart's own cross-filter", () => {
    expect(extraFormDataForChart(1, context)).toEqual({ filters: [inFrance], time_range: 'Last week' });
    expect(extraFormDataForChart(2, context).filters).toEqual([inFrance, clickedOnA]);
  });

  it('follows the saved cross-filter scope', () => {
    const chartConfiguration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [1, 3] } } },
    };
    expect(extraFormDataForChart(3, { ...context, chartConfiguration }).filters).toEqual([inFrance, in2020]);
  });

  it("follows the global cross-filter scope for charts without their own (or 'global')", () => {
    const globalCrossFilterScope = { rootPath: ['tab-a'], excluded: [] };
    expect(extraFormDataForChart(3, { ...context, globalCrossFilterScope }).filters).toEqual([
      inFrance,
      in2020,
    ]);
    expect(extraFormDataForChart(2, { ...context, globalCrossFilterScope }).filters).toEqual([
      inFrance,
      clickedOnA,
    ]);
    const chartConfiguration = { '1': { id: 1, crossFilters: { scope: 'global' as const } } };
    expect(
      extraFormDataByChart([3], { ...context, chartConfiguration, globalCrossFilterScope }).get(3)!.filters,
    ).toEqual([inFrance, in2020]);
  });

  it('gives an empty extraFormData with no masks', () => {
    expect(extraFormDataForChart(2, { ...context, dataMask: {} })).toEqual({});
  });

  it('adds nothing for masks that filter nothing (unset filters, empty and cleared cross-filters)', () => {
    const idle: DataMaskState = {
      'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', extraFormData: { filters: [] } },
      'NATIVE_FILTER-year': { id: 'NATIVE_FILTER-year', extraFormData: {} },
      '1': { id: '1', extraFormData: { filters: [] }, filterState: { value: null } },
      '2': { id: '2', extraFormData: {} },
    };
    expect(extraFormDataForChart(3, { ...context, dataMask: idle })).toEqual({});
    expect(extraFormDataForChart(3, { ...context, dataMask: { ...idle, '2': dataMask['1']! } })).toEqual({
      filters: [clickedOnA],
      time_range: 'Last year',
    });
  });
});

describe('extraFormDataByChart', () => {
  it('gives every chart what extraFormDataForChart gives it', () => {
    const chartConfiguration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['tab-a'], excluded: [] } } },
    };
    const withConfig = { ...context, chartConfiguration };
    const all = extraFormDataByChart([1, 2, 3, 99], withConfig);
    for (const id of [1, 2, 3, 99]) expect(all.get(id)).toEqual(extraFormDataForChart(id, withConfig));
    // Chart 1's cross-filter now reaches tab-a only (chart 2), so chart 3 keeps the native time range.
    expect(all.get(1)).toEqual({ filters: [inFrance], time_range: 'Last week' });
    expect(all.get(2)).toEqual({ filters: [inFrance, clickedOnA], time_range: 'Last year' });
    expect(all.get(3)).toEqual({ filters: [inFrance, in2020], time_range: 'Last week' });
    expect(all.get(99)).toEqual({});
  });
});

describe('appliedFiltersForChart', () => {
  it('marks filters applied, unset, or incompatible with the chart dataset', () => {
    const statuses = appliedFiltersForChart(3, {
      ...context,
      dataMask: { ...dataMask, 'NATIVE_FILTER-country': { id: 'NATIVE_FILTER-country', extraFormData: {} } },
      chartColumns: ['country', 'product'],
    });
    expect(statuses.map(({ id, kind, status }) => [id, kind, status])).toEqual([
      ['NATIVE_FILTER-country', 'nativeFilter', 'unset'],
      ['NATIVE_FILTER-year', 'nativeFilter', 'incompatible'],
      ['NATIVE_FILTER-time', 'nativeFilter', 'applied'],
      ['1', 'crossFilter', 'applied'],
    ]);
  });
});
