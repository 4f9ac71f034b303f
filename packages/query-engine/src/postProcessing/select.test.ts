import { describe, expect, it } from 'vitest';
import { columnNames, frameOf, run } from './testFrames.js';

const frame = frameOf({ a: [1], b: [2], c: [3] });

describe('select', () => {
  it('keeps, drops and renames columns', () => {
    expect(run(frame, [{ operation: 'select', options: { columns: ['c', 'a'] } }])).toEqual([{ c: 3, a: 1 }]);
    expect(
      columnNames(frame, [{ operation: 'select', options: { exclude: ['b'], rename: { a: 'x' } } }]),
    ).toEqual(['x', 'c']);
    expect(columnNames(frame, [{ operation: 'select', options: {} }])).toEqual(['a', 'b', 'c']);
  });

  it('rejects unknown columns', () => {
    expect(() => run(frame, [{ operation: 'select', options: { columns: ['z'] } }])).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
