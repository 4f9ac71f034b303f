import { describe, expect, it } from 'vitest';
import { CUMULATIVE_REVENUE, DEAL_SIZE_BY_PRODUCT_LINE } from '../testing/responses.js';
import { extractSeriesData, splitSeriesName, toEpochMs } from './seriesData.js';

describe('extractSeriesData', () => {
  it('reads a pivoted temporal result into x values and one series per column', () => {
    const data = extractSeriesData(CUMULATIVE_REVENUE, 'event_time');
    expect(data.xType).toBe('time');
    expect(data.xValues).toEqual([1735689600000, 1738368000000, 1740787200000]);
    expect(data.series.map((s) => [s.key, s.labels])).toEqual([
      ['desktop, Chrome', ['desktop', 'Chrome']],
      ['desktop, Safari', ['desktop', 'Safari']],
      ['mobile, Chrome', ['mobile', 'Chrome']],
      ['mobile, Safari', ['mobile', 'Safari']],
    ]);
    expect(data.series[3]!.values).toEqual([4808.009999999999, 10747.59, 16652.97]);
  });

  it('puts a string x-axis on a category axis', () => {
    const data = extractSeriesData(DEAL_SIZE_BY_PRODUCT_LINE, 'product_line');
    expect(data.xType).toBe('category');
    expect(data.xValues[0]).toBe('Classic Cars');
    expect(data.series.map((s) => s.name)).toEqual(['Large', 'Medium', 'Small']);
  });

  it('takes numbers as strings, nulls, ISO dates and missing x values', () => {
    const data = extractSeriesData(
      {
        colnames: ['ds', 'a'],
        coltypes: [2, 0],
        rowcount: 4,
        data: [
          { ds: '2020-01-01T00:00:00', a: '12.5' },
          { ds: '2021-01-01 00:00:00', a: null },
          { ds: null, a: 3 },
          { ds: 1640995200000, a: 'n/a' },
        ],
      },
      'ds',
    );
    expect(data.xValues).toEqual([Date.UTC(2020, 0, 1), Date.UTC(2021, 0, 1), 1640995200000]);
    expect(data.series[0]!.values).toEqual([12.5, null, null]);
  });

  it('has nothing to draw without a result', () => {
    expect(extractSeriesData(undefined, 'ds')).toEqual({ xType: 'time', xValues: [], series: [] });
  });
});

describe('series names and cells', () => {
  it('splits flattened names on unescaped separators only', () => {
    expect(splitSeriesName('SUM(num), Trucks\\, Buses, CA')).toEqual(['SUM(num)', 'Trucks, Buses', 'CA']);
    expect(splitSeriesName('boy')).toEqual(['boy']);
  });

  it('converts cells to epoch milliseconds', () => {
    expect(toEpochMs('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(toEpochMs('2024-03-01T10:00:00+02:00')).toBe(Date.UTC(2024, 2, 1, 8));
    expect(toEpochMs('yesterday')).toBeNull();
  });
});
