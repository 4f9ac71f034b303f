import { describe, expect, it } from 'vitest';
import {
  filterBoxMenuHeight,
  maxOptionMetric,
  optionBarPercent,
  optionKey,
  readFilterBoxOptions,
  usesVirtualList,
  usesWindowedList,
} from './filterBoxOptions.js';

describe('filter-box select constants', () => {
  it('uses a windowed list once the options reach the threshold, virtualised above 100', () => {
    expect([usesWindowedList(99), usesWindowedList(100)]).toEqual([false, true]);
    expect([usesVirtualList(100), usesVirtualList(101)]).toEqual([false, true]);
  });

  it('keeps the menu between 100 and 220 px high', () => {
    expect(filterBoxMenuHeight(1)).toBe(100);
    expect(filterBoxMenuHeight(5)).toBe(160);
    expect(filterBoxMenuHeight(50)).toBe(220);
    expect(filterBoxMenuHeight(5000)).toBe(220);
  });
});

describe('filter-box option bars', () => {
  it('scales each bar to the maximum metric', () => {
    const options = [
      { id: 'a', text: 'a', metric: 50 },
      { id: 'b', text: 'b', metric: 200 },
      { id: 'c', text: 'c' },
    ];
    const max = maxOptionMetric(options);
    expect(max).toBe(200);
    expect(options.map((option) => optionBarPercent(option.metric, max))).toEqual([25, 100, 0]);
  });

  it('draws no bar without a positive maximum', () => {
    expect(maxOptionMetric([])).toBe(0);
    expect(optionBarPercent(3, 0)).toBe(0);
  });
});

describe('readFilterBoxOptions', () => {
  it("reads each row's value, text and metric (numeric text included)", () => {
    const result = {
      colnames: ['country', 'sum__sales'],
      coltypes: [1, 0],
      data: [
        { country: 'FR', sum__sales: '12.5' },
        { country: null, sum__sales: 3 },
        { country: 'DE', sum__sales: null },
      ],
      rowcount: 3,
    };
    expect(readFilterBoxOptions(result, 'country', 'sum__sales')).toEqual([
      { id: 'FR', text: 'FR', metric: 12.5 },
      { id: null, text: '<NULL>', metric: 3 },
      { id: 'DE', text: 'DE' },
    ]);
    expect(readFilterBoxOptions(undefined, 'country', 'count')).toEqual([]);
  });

  it('keys values so that 1 and "1" stay different choices', () => {
    expect(optionKey(1)).not.toBe(optionKey('1'));
    expect(optionKey(undefined)).toBe(optionKey(null));
  });
});
