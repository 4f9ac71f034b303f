import { describe, expect, it } from 'vitest';
import {
  RESAMPLE_METHOD_CHOICES,
  resampleOperation,
  ROLLING_TYPE_CHOICES,
  rollingOperation,
} from './advancedAnalytics.js';

const values = (choices: readonly (readonly [unknown, string])[]) => choices.map(([value]) => value);

describe('advanced analytics', () => {
  it('offer the advanced-analytics choices', () => {
    expect(values(ROLLING_TYPE_CHOICES)).toEqual(['None', 'mean', 'sum', 'std', 'cumsum']);
    expect(values(RESAMPLE_METHOD_CHOICES)).toEqual(
      expect.arrayContaining(['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum']),
    );
  });

  it('rolls a window over the columns, or sums them up cumulatively', () => {
    expect(rollingOperation('mean', ['a'], 7, 2)).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 7, min_periods: 2, columns: { a: 'a' } },
    });
    expect(rollingOperation('cumsum', ['a', 'b'], 1, 0)).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { a: 'a', b: 'b' } },
    });
    expect([rollingOperation('None', ['a'], 1, 0), rollingOperation(null, ['a'], 1, 0)]).toEqual([
      null,
      null,
    ]);
  });

  it('resamples with a rule and a method; zero imputation fills the gaps with 0', () => {
    expect(resampleOperation({ resample_rule: '1D', resample_method: 'zerofill' })).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    expect(resampleOperation({ resample_rule: '1D', resample_method: 'ffill' })?.options).toMatchObject({
      method: 'ffill',
      fill_value: null,
    });
    expect(resampleOperation({ resample_rule: '1D' })).toBeNull();
    expect(resampleOperation({ resample_method: 'ffill' })).toBeNull();
  });
});
