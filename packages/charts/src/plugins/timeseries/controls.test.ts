import { describe, expect, it } from 'vitest';
import {
  COMPARISON_TYPE_CHOICES,
  queryControls,
  RESAMPLE_RULE_CHOICES,
  TIME_COMPARE_CHOICES,
} from './controls.js';

const values = (choices: readonly (readonly [unknown, string])[]) => choices.map(([value]) => value);

describe('advanced analytics controls', () => {
  it('offer the advanced-analytics choices', () => {
    expect(values(TIME_COMPARE_CHOICES)).toEqual([
      '1 day ago',
      '1 week ago',
      '28 days ago',
      '30 days ago',
      '52 weeks ago',
      '1 year ago',
      '104 weeks ago',
      '2 years ago',
      '156 weeks ago',
      '3 years ago',
    ]);
    expect(COMPARISON_TYPE_CHOICES).toEqual([
      ['values', 'Actual values'],
      ['difference', 'Difference'],
      ['percentage', 'Percentage change'],
      ['ratio', 'Ratio'],
    ]);
    expect(values(RESAMPLE_RULE_CHOICES)).toEqual(['1T', '1H', '1D', '7D', '1M', '1AS']);
  });

  it('show the window size only for window functions, per query', () => {
    const periods = queryControls('_b').rolling_periods!;
    expect(periods.visibility!({ controls: { rolling_type_b: 'mean' } })).toBe(true);
    expect(periods.visibility!({ controls: { rolling_type_b: 'cumsum', rolling_type: 'mean' } })).toBe(false);
    expect(periods.validators![0]!('7.5')).toBe('is expected to be an integer');
  });
});
