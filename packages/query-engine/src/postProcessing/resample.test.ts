import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../engine.js';
import { applyPostProcessing } from './applyPostProcessing.js';
import { day, frameOf, run } from './testFrames.js';

const HOUR = 3_600_000;
const gappy = frameOf({ ds: [day(3), day(1)], y: [3, 1] });
const resample = (frame: ReturnType<typeof frameOf>, options: Record<string, unknown>) =>
  run(frame, [{ operation: 'resample', options: { time_column: 'ds', ...options } }]);

describe('resample', () => {
  it('asfreq inserts the missing periods (fill_value fills them), in time order', () => {
    expect(resample(gappy, { rule: '1D', method: 'asfreq' })).toEqual([
      { ds: day(1), y: 1 },
      { ds: day(2), y: null },
      { ds: day(3), y: 3 },
    ]);
    expect(resample(gappy, { rule: '1D', method: 'asfreq', fill_value: 0 }).map((row) => row.y)).toEqual([
      1, 0, 3,
    ]);
  });

  it('ffill, bfill and linear fill the gaps', () => {
    expect(resample(gappy, { rule: '1D', method: 'ffill' }).map((row) => row.y)).toEqual([1, 1, 3]);
    expect(resample(gappy, { rule: '1D', method: 'bfill' }).map((row) => row.y)).toEqual([1, 3, 3]);
    expect(resample(gappy, { rule: '1D', method: 'linear' }).map((row) => row.y)).toEqual([1, 2, 3]);
  });

  it('sum, mean and median aggregate each period (an empty period sums to 0)', () => {
    const hourly = frameOf({
      ds: [day(1) + HOUR, day(1) + 5 * HOUR, day(3) + 10 * HOUR, day(1) + 9 * HOUR],
      y: [1, 2, 4, 6],
    });
    expect(resample(hourly, { rule: '1D', method: 'sum' })).toEqual([
      { ds: day(1), y: 9 },
      { ds: day(2), y: 0 },
      { ds: day(3), y: 4 },
    ]);
    expect(resample(hourly, { rule: '1D', method: 'mean' }).map((row) => row.y)).toEqual([3, null, 4]);
    expect(resample(hourly, { rule: '1D', method: 'median' }).map((row) => row.y)).toEqual([2, null, 4]);
  });

  it('labels 1M at month end and 1AS at year start, as pandas does; 7D and 1H bin from the first midnight', () => {
    const monthly = frameOf({ ds: [day(15, 1), day(2, 3)], y: [1, 2] });
    expect(resample(monthly, { rule: '1M', method: 'sum' })).toEqual([
      { ds: day(31, 1), y: 1 },
      { ds: day(29, 2), y: 0 },
      { ds: day(31, 3), y: 2 },
    ]);
    const yearly = frameOf({ ds: [day(1, 6, 2023), day(1, 2, 2024)], y: [1, 2] });
    expect(resample(yearly, { rule: '1AS', method: 'sum' }).map((row) => row.ds)).toEqual([
      day(1, 1, 2023),
      day(1, 1, 2024),
    ]);
    const weekly = frameOf({ ds: [day(2) + HOUR, day(9), day(10)], y: [1, 2, 4] });
    expect(resample(weekly, { rule: '7D', method: 'sum' })).toEqual([
      { ds: day(2), y: 1 },
      { ds: day(9), y: 6 },
    ]);
    const minutes = frameOf({ ds: [day(1) + 90 * 60_000, day(1) + 150 * 60_000], y: [1, 2] });
    expect(resample(minutes, { rule: '1H', method: 'asfreq' }).map((row) => row.ds)).toEqual([
      day(1) + HOUR,
      day(1) + 2 * HOUR,
    ]);
    expect(resample(minutes, { rule: '1T', method: 'sum' })).toHaveLength(61);
  });

  it('resamples a pivoted frame on its index, keeping the time column temporal', () => {
    const frame = frameOf({ ds: [day(1), day(1), day(3)], g: ['a', 'b', 'a'], y: [1, 2, 3] });
    const result = applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['g'], aggregates: { y: { operator: 'mean' } } },
      },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'flatten' },
    ]);
    expect(result.fields.map((field) => [field.name, field.values])).toEqual([
      ['ds', [day(1), day(2), day(3)]],
      ['y, a', [1, 0, 3]],
      ['y, b', [2, 0, 0]],
    ]);
    expect(result.fields[0]!.type).toBe(GenericDataType.TEMPORAL);
  });

  it('handles an empty frame and one row', () => {
    expect(resample(frameOf({ ds: [], y: [] }), { rule: '1D', method: 'asfreq' })).toEqual([]);
    expect(resample(frameOf({ ds: [day(4) + HOUR], y: [7] }), { rule: '1D', method: 'ffill' })).toEqual([
      { ds: day(4), y: null },
    ]);
  });

  it("rejects what pandas rejects, with Superset's messages", () => {
    expect(() => run(gappy, [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }])).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resample(gappy, { rule: '1D', method: 'max' })).toThrow(
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expect(() => resample(gappy, { rule: 'fortnight', method: 'sum' })).toThrow(
      'Invalid resample rule: fortnight',
    );
    expect(() =>
      resample(frameOf({ ds: [day(1), day(1)], y: [1, 2] }), { rule: '1D', method: 'asfreq' }),
    ).toThrow('Resample operation requires unique time values');
  });
});
