import { describe, expect, it } from 'vitest';
import { day, frameOf, run } from './testFrames.js';

const frame = frameOf({ name: ['b', 'a', null, 'c', 'a'], n: [2, 5, 1, null, 3] });

describe('sort', () => {
  it('sorts by several keys in order, missing values last in either direction', () => {
    expect(run(frame, [{ operation: 'sort', options: { columns: { name: true, n: false } } }])).toEqual([
      { name: 'a', n: 5 },
      { name: 'a', n: 3 },
      { name: 'b', n: 2 },
      { name: 'c', n: null },
      { name: null, n: 1 },
    ]);
    expect(
      run(frame, [{ operation: 'sort', options: { columns: { n: false } } }]).map((row) => row.n),
    ).toEqual([5, 3, 2, 1, null]);
  });

  it('can sort by the index after a pivot', () => {
    const series = frameOf({ ds: [day(3), day(1), day(2)], y: [3, 1, 2] });
    const rows = run(series, [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'mean' } } } },
      { operation: 'sort', options: { columns: { ds: false } } },
    ]);
    expect(rows.map((row) => row.y)).toEqual([3, 2, 1]);
  });

  it('keeps an empty frame empty and rejects unknown columns', () => {
    expect(run(frameOf({ n: [] }), [{ operation: 'sort', options: { columns: { n: true } } }])).toEqual([]);
    expect(() => run(frame, [{ operation: 'sort', options: { columns: { zzz: true } } }])).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});

describe('sort with by / ascending / is_sort_index (Superset 3 charts)', () => {
  it('sorts by one or several names', () => {
    expect(
      run(frame, [{ operation: 'sort', options: { by: 'n', ascending: false } }]).map((row) => row.n),
    ).toEqual([5, 3, 2, 1, null]);
    expect(
      run(frame, [{ operation: 'sort', options: { by: ['name', 'n'], ascending: [false, true] } }]).map(
        (row) => row.n,
      ),
    ).toEqual([null, 2, 3, 5, 1]);
    expect(() =>
      run(frame, [{ operation: 'sort', options: { by: ['name', 'n'], ascending: [true] } }]),
    ).toThrow('Length of ascending (1) != length of by (2)');
  });

  it('sorts on the index, or reverses rows when there is none; no keys leaves the order', () => {
    const series = frameOf({ ds: [day(2), day(1), day(3)], y: [2, 1, 3] });
    const pivot = { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'mean' } } } };
    expect(
      run(series, [pivot, { operation: 'sort', options: { is_sort_index: true, ascending: false } }]).map(
        (row) => row.y,
      ),
    ).toEqual([3, 2, 1]);
    expect(
      run(series, [{ operation: 'sort', options: { is_sort_index: true, ascending: false } }]).map(
        (row) => row.y,
      ),
    ).toEqual([3, 1, 2]);
    expect(run(series, [{ operation: 'sort', options: {} }]).map((row) => row.y)).toEqual([2, 1, 3]);
  });
});
