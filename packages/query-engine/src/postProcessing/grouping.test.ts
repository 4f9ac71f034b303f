import { describe, expect, it } from 'vitest';
import { GenericDataType, type CellValue } from '../engine.js';
import type { Field } from '../frame/frame.js';
import { groupRows } from './grouping.js';

const field = (values: CellValue[]): Field => ({ name: 'k', type: GenericDataType.STRING, values });

/** Group keys in group order, as [key cells] of each group's first row. */
function groupKeys(keys: Field[], length: number, dropNull = true): CellValue[][] {
  const grouping = groupRows(keys, length, { dropNull });
  return Array.from(grouping.firstRow, (row) => keys.map((key) => key.values[row] ?? null));
}

describe('groupRows', () => {
  it('numbers groups in ascending key order, numbers before strings, nulls last or dropped', () => {
    const keys = [field(['b', 3, null, 'a', 3, 1, 'b'])];
    expect(groupKeys(keys, 7)).toEqual([[1], [3], ['a'], ['b']]);
    expect(groupKeys(keys, 7, false)).toEqual([[1], [3], ['a'], ['b'], [null]]);
    const grouping = groupRows(keys, 7);
    expect(Array.from(grouping.groupOf)).toEqual([3, 1, -1, 2, 1, 0, 3]);
    // Rows of each group, in row order.
    expect(Array.from(grouping.rows)).toEqual([5, 1, 4, 3, 0, 6]);
    expect(Array.from(grouping.offsets)).toEqual([0, 1, 3, 4, 6]);
  });

  it('gives the same groups whether the key space is small (dense), large (hashed) or huge (string keys)', () => {
    const length = 2000;
    const make = (distinct: number, fields: number) =>
      Array.from({ length: fields }, (_, f) =>
        field(Array.from({ length }, (_, row) => ((row * (f + 7)) % distinct) + (row % 97 === 0 ? 0.5 : 0))),
      );
    for (const keys of [make(5, 2), make(1500, 3), make(1900, 6)]) {
      const groups = groupKeys(keys, length);
      const expected = [
        ...new Set(Array.from({ length }, (_, row) => JSON.stringify(keys.map((key) => key.values[row])))),
      ]
        .map((text) => JSON.parse(text) as number[])
        .sort((a, b) => {
          for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
          return 0;
        });
      expect(groups).toEqual(expected);
    }
  });

  it('makes one group of everything without keys, and none of an empty frame', () => {
    expect(groupRows([], 3).groupCount).toBe(1);
    expect(groupRows([], 0).groupCount).toBe(0);
  });
});
