import { describe, expect, it } from 'vitest';
import type { AppliedFilter } from '../nativeFilters/applyDataMasks.js';
import type { DashboardFilters, FilterBoxScope, FilterBoxValues } from './dashboardFilterTypes.js';
import { filterBoxFiltersForChart } from './filterBoxIndicators.js';
import { filterBoxFilters, filterBoxLayout } from './testing/filterBoxBuilder.js';

const layout = filterBoxLayout();

/** Box 10 (fields name 'Name', gender unlabelled, time range 'Last year', time grain unset) with `scopes`. */
const box = (scopes: Record<string, FilterBoxScope> = {}, selected: Record<string, FilterBoxValues> = {}) =>
  filterBoxFilters({ scopes, selected });

const shown = (filters: AppliedFilter[]) =>
  filters.map(({ id, name, status, value }) => [id, name, status, value]);

describe('filterBoxFiltersForChart', () => {
  it("lists each field in the chart's scope: applied with its label and values, unset without a value", () => {
    const filters = filterBoxFiltersForChart(1, box(), layout);
    expect(shown(filters)).toEqual([
      ['10_name', 'Name', 'applied', ['Amy', 'Bob']],
      ['10_gender', 'gender', 'applied', ['girl']],
      ['10___time_range', 'Time range', 'applied', 'Last year'],
      ['10___time_grain', 'Time grain', 'unset', undefined],
    ]);
    expect(filters.map((filter) => [filter.kind, filter.column])).toEqual([
      ['filterBox', 'name'],
      ['filterBox', 'gender'],
      ['filterBox', undefined],
      ['filterBox', undefined],
    ]);
  });

  it('leaves out the fields whose scope misses the chart or makes it immune', () => {
    const filters = box({
      '10_name': { scope: ['tab-a'], immune: [2] },
      '10_gender': { scope: ['tab-b'], immune: [] },
      '10___time_range': { scope: ['tab-a'], immune: [] },
      '10___time_grain': { scope: ['tab-a'], immune: [] },
    });
    const ids = (chartId: number) => filterBoxFiltersForChart(chartId, filters, layout).map((f) => f.id);
    expect(ids(1)).toEqual(['10_name', '10___time_range', '10___time_grain']);
    expect(ids(2)).toEqual(['10___time_range', '10___time_grain']);
    expect(ids(3)).toEqual(['10_gender']);
  });

  it('never lists a box on itself', () => {
    expect(filterBoxFiltersForChart(10, box(), layout)).toEqual([]);
  });

  it('marks unset a field emptied, and a time range of No filter', () => {
    const filters = box({}, { name: [], __time_range: 'No filter' });
    expect(shown(filterBoxFiltersForChart(1, filters, layout)).map(([id, , status]) => [id, status])).toEqual(
      [
        ['10_name', 'unset'],
        ['10_gender', 'applied'],
        ['10___time_range', 'unset'],
        ['10___time_grain', 'unset'],
      ],
    );
  });

  it("marks incompatible a field on a column the chart's dataset lacks, never a time field", () => {
    const filters = filterBoxFiltersForChart(1, box(), layout, ['name', 'ds']);
    expect(filters.map(({ id, status }) => [id, status])).toEqual([
      ['10_name', 'applied'],
      ['10_gender', 'incompatible'],
      ['10___time_range', 'applied'],
      ['10___time_grain', 'unset'],
    ]);
  });

  it('names a field without a label by its column, a time field by its readable name', () => {
    const filters: DashboardFilters = { 10: { ...box()[10]!, labels: {} } };
    expect(filterBoxFiltersForChart(1, filters, layout).map((f) => f.name)).toEqual([
      'name',
      'gender',
      'Time range',
      'Time grain',
    ]);
  });

  it('lists the boxes in chart id order', () => {
    const other = { ...box()[10]!, chartId: 2, columns: { region: ['EMEA'] }, labels: {}, scopes: {} };
    const filters: DashboardFilters = { 10: box()[10]!, 2: other };
    expect(filterBoxFiltersForChart(1, filters, layout).map((f) => f.id)[0]).toBe('2_region');
  });
});
