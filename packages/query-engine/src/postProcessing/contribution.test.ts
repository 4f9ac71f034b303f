import { describe, expect, it } from 'vitest';
import { day, frameOf, run } from './testFrames.js';

const frame = frameOf({ ds: [day(1), day(2)], name: ['x', 'y'], a: [1, 3], b: [1, null] });

describe('contribution', () => {
  it('divides by column totals by default, missing values counting as 0', () => {
    expect(run(frame, [{ operation: 'contribution', options: {} }])).toEqual([
      { ds: day(1), name: 'x', a: 0.25, b: 1 },
      { ds: day(2), name: 'y', a: 0.75, b: 0 },
    ]);
  });

  it('divides by row totals with orientation row, into rename_columns when given', () => {
    expect(
      run(frame, [
        {
          operation: 'contribution',
          options: { orientation: 'row', columns: ['a', 'b'], rename_columns: ['pa', 'pb'] },
        },
      ]),
    ).toEqual([
      { ds: day(1), name: 'x', a: 1, b: 1, pa: 0.5, pb: 0.5 },
      { ds: day(2), name: 'y', a: 3, b: null, pa: 1, pb: 0 },
    ]);
  });

  it('shares time-shifted columns out among themselves', () => {
    const shifted = frameOf({ a: [1], b: [3], 'a__1 year ago': [2], 'b__1 year ago': [2] });
    expect(
      run(shifted, [
        { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
      ]),
    ).toEqual([{ a: 0.25, b: 0.75, 'a__1 year ago': 0.5, 'b__1 year ago': 0.5 }]);
  });

  it('gives null for a zero total and handles an empty frame', () => {
    expect(run(frameOf({ a: [0, 0] }), [{ operation: 'contribution', options: {} }])).toEqual([
      { a: null },
      { a: null },
    ]);
    expect(run(frameOf({ a: [] }), [{ operation: 'contribution', options: { orientation: 'row' } }])).toEqual(
      [],
    );
  });

  it('rejects non-numeric columns and mismatched renames', () => {
    expect(() => run(frame, [{ operation: 'contribution', options: { columns: ['name'] } }])).toThrow(
      'Column "name" is not numeric or does not exists in the query results.',
    );
    expect(() =>
      run(frame, [{ operation: 'contribution', options: { columns: ['a'], rename_columns: ['x', 'y'] } }]),
    ).toThrow('`rename_columns` must have the same length as `columns`.');
    expect(() => run(frame, [{ operation: 'contribution', options: { orientation: 'diagonal' } }])).toThrow(
      /^Invalid options for contribution: orientation: /,
    );
  });
});
