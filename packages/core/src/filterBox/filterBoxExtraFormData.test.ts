import { describe, expect, it } from 'vitest';
import { fieldExtraFormData, filterBoxExtraFormDataByChart } from './filterBoxExtraFormData.js';
import { filterBoxFilters, filterBoxLayout } from './testing/filterBoxBuilder.js';

const layout = filterBoxLayout();
const boxes = (scopes: Record<string, { scope: string[]; immune: number[] }> = {}) =>
  filterBoxFilters({ formData: { time_grain_sqla: 'P1D' }, scopes });

describe('fieldExtraFormData', () => {
  it('turns value fields into IN filters and time fields into time settings', () => {
    expect(fieldExtraFormData('name', ['Amy'])).toEqual({
      filters: [{ col: 'name', op: 'IN', val: ['Amy'] }],
    });
    expect(fieldExtraFormData('name', 'Amy')).toEqual({ filters: [{ col: 'name', op: 'IN', val: ['Amy'] }] });
    expect(fieldExtraFormData('__time_range', 'Last week')).toEqual({ time_range: 'Last week' });
    expect(fieldExtraFormData('__time_grain', 'P1D')).toEqual({ time_grain_sqla: 'P1D' });
    expect(fieldExtraFormData('__time_col', 'ds')).toEqual({ granularity_sqla: 'ds' });
  });

  it('adds nothing for an empty field', () => {
    expect(fieldExtraFormData('name', [])).toBeNull();
    expect(fieldExtraFormData('name', null)).toBeNull();
    expect(fieldExtraFormData('__time_range', null)).toBeNull();
    expect(fieldExtraFormData('__time_range', 'No filter')).toBeNull();
    expect(fieldExtraFormData('name', ['a', 'a'])).toEqual({
      filters: [{ col: 'name', op: 'IN', val: ['a'] }],
    });
  });
});

describe('filterBoxExtraFormDataByChart', () => {
  it('gives every chart in scope the fields, and the filter box nothing', () => {
    const byChart = filterBoxExtraFormDataByChart([10, 1, 3], boxes(), layout);
    expect(byChart.get(1)).toEqual({
      filters: [
        { col: 'name', op: 'IN', val: ['Amy', 'Bob'] },
        { col: 'gender', op: 'IN', val: ['girl'] },
      ],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
    });
    expect(byChart.get(3)).toEqual(byChart.get(1));
    expect(byChart.get(10)).toEqual({});
  });

  it('leaves out the charts outside a field scope and the immune charts', () => {
    const byChart = filterBoxExtraFormDataByChart(
      [1, 2, 3],
      boxes({ '10_name': { scope: ['tab-a'], immune: [2] }, '10_gender': { scope: ['tab-b'], immune: [] } }),
      layout,
    );
    const cols = (id: number) => (byChart.get(id)!.filters ?? []).map((f) => f.col);
    expect(cols(1)).toEqual(['name']);
    expect(cols(2)).toEqual([]);
    expect(cols(3)).toEqual(['gender']);
  });
});
