import { describe, expect, it } from 'vitest';
import { frameOf, run } from './testFrames.js';

const frame = frameOf({ y: [1, null, 3, 2], label: ['a', 'b', 'c', 'd'] });
const cum = (operator: string) =>
  run(frame, [{ operation: 'cum', options: { operator, columns: { y: 'y' } } }]).map((row) => row.y);

describe('cum', () => {
  it('runs sum, product, min and max, leaving missing values missing', () => {
    expect(cum('sum')).toEqual([1, null, 4, 6]);
    expect(cum('prod')).toEqual([1, null, 3, 6]);
    expect(cum('min')).toEqual([1, null, 1, 1]);
    expect(cum('max')).toEqual([1, null, 3, 3]);
    expect(cum('cumsum')).toEqual([1, null, 4, 6]);
  });

  it('appends under a new name and leaves other columns alone', () => {
    const rows = run(frame, [{ operation: 'cum', options: { operator: 'sum', columns: { y: 'total' } } }]);
    expect(rows[3]).toEqual({ y: 2, label: 'd', total: 6 });
  });

  it('works on an empty frame and rejects unknown operators', () => {
    expect(
      run(frameOf({ y: [] }), [{ operation: 'cum', options: { operator: 'sum', columns: { y: 'y' } } }]),
    ).toEqual([]);
    expect(() => cum('avg')).toThrow('Invalid cumulative operator: avg');
  });
});
