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
  // Per key field: each row's rank among the field's distinct values (sorted, nulls last), -1 if dropped.
  const ranks = keys.map((field) => rankRows(field, length, dropNull));
  const radices = ranks.map(({ distinct }) => Math.max(distinct, 1));
  // Mixed-radix keys of ranks are order-preserving numbers, unless the key space is too large for a double.
  const keySpace = radices.reduce((product, radix) => product * radix, 1);
  const numericKeys = keySpace < Number.MAX_SAFE_INTEGER;
  if (keySpace <= Math.max(4 * length, 1 << 16)) return groupDense(ranks, radices, keySpace, length);

  const groupByKey = new Map<number | string, number>();
  const unsortedGroupOf = new Int32Array(length);
  const firstRowUnsorted: number[] = [];
  const groupKeys: number[] = [];
  for (let row = 0; row < length; row += 1) {
    let key: number | string = 0;
    let dropped = false;
    if (numericKeys) {
      for (let k = 0; k < ranks.length; k += 1) {
        const rank = ranks[k]!.rowRanks[row]!;
        if (rank < 0) dropped = true;
        key = (key as number) * radices[k]! + rank;
      }
    } else {
      const parts: number[] = [];
      for (let k = 0; k < ranks.length; k += 1) {
        const rank = ranks[k]!.rowRanks[row]!;
        if (rank < 0) dropped = true;
        parts.push(rank);
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
      if (numericKeys) groupKeys.push(key as number);
    }
    unsortedGroupOf[row] = group;
  }

  const groupCount = firstRowUnsorted.length;
  const order = Array.from({ length: groupCount }, (_, g) => g);
  if (numericKeys) {
    order.sort((a, b) => groupKeys[a]! - groupKeys[b]!);
  } else {
    order.sort((a, b) => {
      for (const { rowRanks } of ranks) {
        const cmp = rowRanks[firstRowUnsorted[a]!]! - rowRanks[firstRowUnsorted[b]!]!;
        if (cmp !== 0) return cmp;
      }
      return 0;
    });
  }
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
    if (group >= 0) offsets[rank[group]! + 1] += 1;
  }
  return finishGrouping(groupOf, firstRow, offsets, length);
}

/**
 * When the key space is small, every key gets a slot in a dense array: groups come out in key order
 * with no hashing and no sort.
 */
function groupDense(
  ranks: { rowRanks: Int32Array }[],
  radices: number[],
  keySpace: number,
  length: number,
): Grouping {
  const rowKeys = new Int32Array(length);
  const firstRowOfKey = new Int32Array(keySpace).fill(-1);
  for (let row = 0; row < length; row += 1) {
    let key = 0;
    for (let k = 0; k < ranks.length; k += 1) {
      const rank = ranks[k]!.rowRanks[row]!;
      if (rank < 0 || key < 0) key = -1;
      else key = key * radices[k]! + rank;
    }
    rowKeys[row] = key;
    if (key >= 0 && firstRowOfKey[key]! < 0) firstRowOfKey[key] = row;
  }
  const groupOfKey = firstRowOfKey; // reused: slot becomes the group number
  const firstRows: number[] = [];
  for (let key = 0; key < keySpace; key += 1) {
    if (firstRowOfKey[key]! < 0) continue;
    firstRows.push(firstRowOfKey[key]!);
    groupOfKey[key] = firstRows.length - 1;
  }
  const groupCount = firstRows.length;
  const groupOf = new Int32Array(length);
  const offsets = new Int32Array(groupCount + 1);
  for (let row = 0; row < length; row += 1) {
    const key = rowKeys[row]!;
    const group = key < 0 ? -1 : groupOfKey[key]!;
    groupOf[row] = group;
    if (group >= 0) offsets[group + 1] += 1;
  }
  return finishGrouping(groupOf, Int32Array.from(firstRows), offsets, length);
}

function finishGrouping(
  groupOf: Int32Array,
  firstRow: Int32Array,
  offsets: Int32Array,
  length: number,
): Grouping {
  const groupCount = firstRow.length;
  for (let g = 0; g < groupCount; g += 1) offsets[g + 1] += offsets[g]!;
  const cursor = offsets.slice(0, groupCount);
  const rows = new Int32Array(offsets[groupCount]!);
  for (let row = 0; row < length; row += 1) {
    const group = groupOf[row]!;
    if (group >= 0) rows[cursor[group]++] = row;
  }
  return { groupOf, groupCount, firstRow, rows, offsets };
}

/** Each row's rank among the field's sorted distinct values (nulls last); -1 for a dropped null. */
function rankRows(
  field: Field,
  length: number,
  dropNull: boolean,
): { rowRanks: Int32Array; distinct: number } {
  const dictionary = new Map<CellValue, number>();
  const codes = new Int32Array(length);
  for (let row = 0; row < length; row += 1) {
    const value = field.values[row] ?? null;
    if (value === null && dropNull) {
      codes[row] = -1;
      continue;
    }
    let code = dictionary.get(value);
    if (code === undefined) {
      code = dictionary.size;
      dictionary.set(value, code);
    }
    codes[row] = code;
  }
  const distinctValues = [...dictionary.keys()];
  const byRank = distinctValues
    .map((_, code) => code)
    .sort((a, b) => compareCellsNullsLast(distinctValues[a]!, distinctValues[b]!));
  const rankOfCode = new Int32Array(distinctValues.length);
  byRank.forEach((code, rank) => (rankOfCode[code] = rank));
  for (let row = 0; row < length; row += 1) if (codes[row]! >= 0) codes[row] = rankOfCode[codes[row]!]!;
  return { rowRanks: codes, distinct: distinctValues.length };
}

/** The values of group `g` taken from a float64 column (a fresh array the reducer may sort). */
export function groupValues(grouping: Grouping, column: Float64Array, group: number): Float64Array {
  const start = grouping.offsets[group]!;
  const end = grouping.offsets[group + 1]!;
  const out = new Float64Array(end - start);
  for (let i = start; i < end; i += 1) out[i - start] = column[grouping.rows[i]!]!;
  return out;
}
