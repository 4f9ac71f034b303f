import { describe, expect, it } from 'vitest';
import type { RawSeries, SeriesData } from './seriesData.js';
import { sortCategories, sortSeries } from './sortSeries.js';

const series = (name: string, values: (number | null)[]): RawSeries => ({
  key: name,
  name,
  labels: [name],
  values,
});
const list = [series('b', [1, 5]), series('a10', [4, 4]), series('a9', [10, null])];

describe('sortSeries', () => {
  it('ranks series by a statistic, largest first by default', () => {
    expect(sortSeries(list, 'sum', false).map((s) => s.name)).toEqual(['a9', 'a10', 'b']);
    expect(sortSeries(list, 'min', true).map((s) => s.name)).toEqual(['b', 'a10', 'a9']);
    expect(sortSeries(list, 'avg', false).map((s) => s.name)).toEqual(['a9', 'a10', 'b']);
  });

  it('sorts names naturally', () => {
    expect(sortSeries(list, 'name', true).map((s) => s.name)).toEqual(['a9', 'a10', 'b']);
  });
});

describe('sortCategories', () => {
  it('moves every series value with its category', () => {
    const data: SeriesData = {
      xType: 'category',
      xValues: ['Planes', 'Cars', 'Ships'],
      series: [series('Large', [1, 10, 2]), series('Small', [5, 1, null])],
    };
    const sorted = sortCategories(data, 'sum', false);
    expect(sorted.xValues).toEqual(['Cars', 'Planes', 'Ships']);
    expect(sorted.series.map((s) => s.values)).toEqual([
      [10, 1, 2],
      [1, 5, null],
    ]);
    expect(sortCategories(data, 'name', true).xValues).toEqual(['Cars', 'Planes', 'Ships']);
  });
});
