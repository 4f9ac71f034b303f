import type { CellValue } from '../engine.js';
import type { Field } from '../frame/frame.js';
import { compareCellsNullsLast } from './cells.js';

/**
 * Row grouping as pandas `groupby(keys, sort=True)` does it: groups are numbered in ascending key order
 * (nulls last), and rows with a null key are dropped unless `dropNull` is false. Keys are coded per
 * field through a Map, so grouping allocates per distinct value, not per cell.
 */
export interface Grouping {
  /** Group number per row, -1 for dropped rows. */
  groupOf: Int32Array;
  groupCount: number;
  /** First row of each group; its key cells are the group's key. */
  firstRow: Int32Array;
  /** Rows of group g are `rows[offsets[g]] .. rows[offsets[g + 1] - 1]`, in row order. */
  rows: Int32Array;
  offsets: Int32Array;
}

export function groupRows(
  keys: readonly Field[],
  length: number,
  options: { dropNull?: boolean } = {},
): Grouping {
  const dropNull = options.dropNull ?? true;
  const codes = keys.map(() => new Int32Array(length));
  const radices: number[] = [];
  keys.forEach((field, k) => {
    const dictionary = new Map<CellValue, number>();
    const column = codes[k]!;
    for (let row = 0; row < length; row += 1) {
      const value = field.values[row] ?? null;
      if (value === null && dropNull) {
        column[row] = -1;
        continue;
      }
      let code = dictionary.get(value);
      if (code === undefined) {
        code = dictionary.size;
        dictionary.set(value, code);
      }
      column[row] = code;
    }
    radices.push(Math.max(dictionary.size, 1));
  });
  const numericKeys = radices.reduce((product, radix) => product * radix, 1) < Number.MAX_SAFE_INTEGER;

  const groupByKey = new Map<number | string, number>();
  const unsortedGroupOf = new Int32Array(length);
  const firstRowUnsorted: number[] = [];
  for (let row = 0; row < length; row += 1) {
    let key: number | string = 0;
    let dropped = false;
    if (numericKeys) {
      for (let k = 0; k < codes.length; k += 1) {
        const code = codes[k]![row]!;
        if (code < 0) dropped = true;
        key = (key as number) * radices[k]! + code;
      }
    } else {
      const parts: number[] = [];
      for (let k = 0; k < codes.length; k += 1) {
        const code = codes[k]![row]!;
        if (code < 0) dropped = true;
        parts.push(code);
      }
      key = parts.join(',');
    }
    if (dropped) {
      unsortedGroupOf[row] = -1;
      continue;
    }
    let group = groupByKey.get(key);
    if (group === undefined) {
      group = firstRowUnsorted.length;
      groupByKey.set(key, group);
      firstRowUnsorted.push(row);
    }
    unsortedGroupOf[row] = group;
  }

  const groupCount = firstRowUnsorted.length;
  const order = Array.from({ length: groupCount }, (_, g) => g);
  order.sort((a, b) => {
    for (const field of keys) {
      const cmp = compareCellsNullsLast(
        field.values[firstRowUnsorted[a]!] ?? null,
        field.values[firstRowUnsorted[b]!] ?? null,
      );
      if (cmp !== 0) return cmp;
    }
    return 0;
  });
  const rank = new Int32Array(groupCount);
  const firstRow = new Int32Array(groupCount);
  order.forEach((group, position) => {
    rank[group] = position;
    firstRow[position] = firstRowUnsorted[group]!;
  });

  const groupOf = new Int32Array(length);
  const offsets = new Int32Array(groupCount + 1);
  for (let row = 0; row < length; row += 1) {
    const group = unsortedGroupOf[row]!;
    groupOf[row] = group < 0 ? -1 : rank[group]!;
    if (group >= 0) offsets[rank[group]! + 1]! += 1;
  }
  for (let g = 0; g < groupCount; g += 1) offsets[g + 1]! += offsets[g]!;
  const cursor = offsets.slice(0, groupCount);
  const rows = new Int32Array(offsets[groupCount]!);
  for (let row = 0; row < length; row += 1) {
    const group = groupOf[row]!;
    if (group >= 0) rows[cursor[group]!++] = row;
  }
  return { groupOf, groupCount, firstRow, rows, offsets };
}

/** The values of group `g` taken from a float64 column (a fresh array the reducer may sort). */
export function groupValues(grouping: Grouping, column: Float64Array, group: number): Float64Array {
  const start = grouping.offsets[group]!;
  const end = grouping.offsets[group + 1]!;
  const out = new Float64Array(end - start);
  for (let i = start; i < end; i += 1) out[i - start] = column[grouping.rows[i]!]!;
  return out;
}
