import { describe, expect, it } from 'vitest';
import { frameOf, run } from './testFrames.js';

describe('diff', () => {
  const frame = frameOf({ y: [1, 4, null, 10], z: [2, 2, 2, 2] });

  it('subtracts the value `periods` rows before (or after, when negative)', () => {
    const diff = (periods?: number) =>
      run(frame, [
        {
          operation: 'diff',
          options: { columns: { y: 'y' }, ...(periods === undefined ? {} : { periods }) },
        },
      ]).map((row) => row.y);
    expect(diff()).toEqual([null, 3, null, null]);
    expect(diff(2)).toEqual([null, null, null, 6]);
    expect(diff(-1)).toEqual([-3, null, null, null]);
  });

  it('across columns with axis 1, and appends under a new name', () => {
    expect(run(frame, [{ operation: 'diff', options: { columns: { y: 'y', z: 'z' }, axis: 1 } }])[1]).toEqual(
      {
        y: null,
        z: -2,
      },
    );
    expect(run(frame, [{ operation: 'diff', options: { columns: { y: 'dy' } } }])[1]).toEqual({
      y: 4,
      z: 2,
      dy: 3,
    });
  });

  it('handles one row and unknown columns', () => {
    expect(run(frameOf({ y: [5] }), [{ operation: 'diff', options: { columns: { y: 'y' } } }])).toEqual([
      { y: null },
    ]);
    expect(() => run(frame, [{ operation: 'diff', options: { columns: { q: 'q' } } }])).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
