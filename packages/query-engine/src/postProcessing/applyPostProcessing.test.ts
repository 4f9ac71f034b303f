import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './applyPostProcessing.js';
import { PostProcessingError } from './errors.js';
import { day, frameOf, run } from './testFrames.js';

const births = frameOf({
  __timestamp: [day(1), day(1), day(3), day(3)],
  gender: ['boy', 'girl', 'boy', 'girl'],
  'SUM(num)': [10, 20, 30, 40],
});

describe('applyPostProcessing', () => {
  it("runs a time-series chart's operations in order (pivot, rolling, resample, rename, flatten)", () => {
    const rows = run(births, [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { 'SUM(num)': 'SUM(num)' } },
      },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(rows).toEqual([
      { __timestamp: day(1), boy: 10, girl: 20 },
      { __timestamp: day(2), boy: 10, girl: 20 },
      { __timestamp: day(3), boy: 30, girl: 40 },
    ]);
  });

  it('flattens a pivoted result nobody flattened, and returns the frame untouched without operations', () => {
    const rows = run(births, [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'sum' } },
        },
      },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['__timestamp', 'SUM(num), boy', 'SUM(num), girl']);
    expect(applyPostProcessing(births, [])).toEqual(births);
    expect(applyPostProcessing(births, [null, undefined])).toEqual(births);
  });

  it('refuses prophet and unknown operations with readable errors naming the operation', () => {
    expect(() => applyPostProcessing(births, [{ operation: 'prophet', options: { periods: 7 } }])).toThrow(
      'The prophet operation is not supported',
    );
    expect(() => applyPostProcessing(births, [{ operation: 'teleport' }])).toThrow(
      'Unsupported post processing operation: teleport',
    );
    try {
      applyPostProcessing(births, [
        { operation: 'aggregate', options: { aggregates: { x: { column: 'SUM(num)', operator: 'nope' } } } },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PostProcessingError);
      expect((error as PostProcessingError).operation).toBe('aggregate');
      expect((error as Error).message).toBe('Invalid numpy function: nope');
    }
  });

  it('does not change the frame it was given', () => {
    const before = JSON.stringify(births);
    applyPostProcessing(births, [
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'sort', options: { columns: { 'SUM(num)': false } } },
    ]);
    expect(JSON.stringify(births)).toBe(before);
  });
});
