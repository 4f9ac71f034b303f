import { describe, expect, it } from 'vitest';
import { comparisonBaseLabels, followBaseSeries } from './comparisonSeries.js';

describe('comparisonBaseLabels', () => {
  const offsets = ['1 year ago', '1 week ago'];

  it('finds the original of a renamed shifted series', () => {
    expect(comparisonBaseLabels(['1 year ago', 'boy'], offsets)).toEqual(['boy']);
  });

  it('finds the original of a shifted metric', () => {
    expect(comparisonBaseLabels(['SUM(num)__1 week ago', 'CA'], offsets)).toEqual(['SUM(num)', 'CA']);
  });

  it('says null for series that are not shifted', () => {
    expect(comparisonBaseLabels(['boy'], offsets)).toBeNull();
    expect(comparisonBaseLabels(['1 year ago, boy'], [])).toBeNull();
  });
});

describe('followBaseSeries', () => {
  it('puts each shifted series right after its original', () => {
    const series = [
      ['1 year ago', 'boy'],
      ['girl'],
      ['boy'],
      ['1 year ago', 'girl'],
      ['1 year ago', 'other'],
    ].map((labels) => ({ labels }));
    expect(followBaseSeries(series, ['1 year ago']).map((s) => s.labels.join(', '))).toEqual([
      'girl',
      '1 year ago, girl',
      'boy',
      '1 year ago, boy',
      '1 year ago, other',
    ]);
  });
});
