import { describe, expect, it } from 'vitest';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import { pivotBars, type PivotOptions } from './pivotBars.js';
import { BIRTHS_BY_STATE, POINTS_BY_CITY_AND_CATEGORY } from './testData.js';

const options = (extra: Partial<PivotOptions> = {}): PivotOptions => ({
  groupbyLabels: ['city'],
  columnLabels: ['category'],
  metricLabels: ['count'],
  temporal: new Set(),
  formatTime: getTimeFormatter(),
  contribution: false,
  orderBars: false,
  ...extra,
});

describe('categorical bar pivot', () => {
  it('orders categories by their total of the first metric and series by breakdown value', () => {
    const bars = pivotBars(POINTS_BY_CITY_AND_CATEGORY.data, options());
    expect(bars.categories).toEqual(['New York', 'Tokyo', 'London']);
    expect(bars.series.map((s) => [s.name, s.values])).toEqual([
      ['Customer', [239, 199, 185]],
      ['Office', [319, 287, 258]],
      ['Partner', [114, 83, 94]],
      ['Store', [517, 460, 465]],
      ['Warehouse', [462, 334, 313]],
    ]);
    expect(bars.categoryPoints[1]).toEqual({ values: ['Tokyo'], formatted: ['Tokyo'] });
    expect(bars.series[0]!.breakdown).toEqual({ values: ['Customer'], formatted: ['Customer'] });
  });

  it('names series by metric when there is no breakdown, and by metric and value with several metrics', () => {
    const byState = pivotBars(BIRTHS_BY_STATE.data, {
      ...options({ groupbyLabels: ['state'], columnLabels: [] }),
      metricLabels: ['sum__num_boys', 'sum__num_girls'],
    });
    expect(byState.series.map((s) => s.name)).toEqual(['sum__num_boys', 'sum__num_girls']);
    expect(byState.series[1]!.values).toEqual([489269, 380074, 283869, 244560, 162713]);
    const twoMetrics = pivotBars(
      [{ city: 'Oslo', category: 'Store', a: 1, b: 2 }],
      options({ metricLabels: ['a', 'b'] }),
    );
    expect(twoMetrics.series.map((s) => s.name)).toEqual(['a, Store', 'b, Store']);
  });

  it("turns values into shares of each category's total", () => {
    const bars = pivotBars(POINTS_BY_CITY_AND_CATEGORY.data, options({ contribution: true }));
    const store = bars.series.find((s) => s.name === 'Store')!;
    expect(store.values[0]).toBeCloseTo(517 / 1651, 10);
    const newYorkTotal = bars.series.reduce((sum, s) => sum + s.values[0]!, 0);
    expect(newYorkTotal).toBeCloseTo(1, 10);
  });

  it('sorts bars by label, numbers numerically, when asked', () => {
    const rows = [
      { size: 10, n: 1 },
      { size: 9, n: 5 },
      { size: 100, n: 3 },
    ];
    const bars = pivotBars(
      rows,
      options({ groupbyLabels: ['size'], columnLabels: [], metricLabels: ['n'], orderBars: true }),
    );
    expect(bars.categories).toEqual(['9', '10', '100']);
  });

  it('leaves gaps for missing cells, reads numeric strings and names null groups <NULL>', () => {
    const bars = pivotBars(
      [
        { city: 'Oslo', category: 'Store', count: '4' },
        { city: null, category: 'Office', count: 2 },
      ],
      options(),
    );
    expect(bars.categories).toEqual(['Oslo', '<NULL>']);
    expect(bars.series.map((s) => [s.name, s.values])).toEqual([
      ['Office', [null, 2]],
      ['Store', [4, null]],
    ]);
  });
});
