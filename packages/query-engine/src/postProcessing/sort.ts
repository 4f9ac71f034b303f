import { z } from 'zod';
import type { CellValue } from '../engine.js';
import { compareCells } from './cells.js';
import { PostProcessingError } from './errors.js';
import { requireColumns, takeRows, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  /** The openapi form: `{column: ascending}`. */
  columns: z.record(z.string(), z.boolean()).nullish(),
  /** Superset 3's chart form: `by` names (or sort_index), with one `ascending` or one per name. */
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
  is_sort_index: z.boolean().nullish(),
});

interface SortKey {
  ranks: Float64Array;
  direction: 1 | -1;
}

/**
 * `sort`, in both forms clients send: `columns: {name: ascending}` or `by` + `ascending` (or
 * `is_sort_index` to sort on the index, which after a pivot is the x-axis). Keys apply in order;
 * missing values go last whichever the direction (pandas `sort_values`); ties keep their order.
 */
export function sort(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('sort', optionsSchema, rawOptions);
  const fieldFor = (name: string) =>
    frame.index.find((candidate) => candidate.name === name) ??
    frame.columns.find((candidate) => candidate.levels[0] === name)!;
  const keys: SortKey[] = [];
  let keyCount = 0;
  const ascendingAt = (position: number): boolean => {
    const { ascending } = options;
    if (Array.isArray(ascending)) {
      if (ascending.length !== keyCount) {
        throw new PostProcessingError(
          `Length of ascending (${ascending.length}) != length of by (${keyCount})`,
          'sort',
        );
      }
      return ascending[position]!;
    }
    return ascending ?? true;
  };
  if (options.columns && Object.keys(options.columns).length > 0) {
    const names = Object.keys(options.columns);
    requireColumns(frame, names, 'sort', { allowIndex: true });
    for (const name of names) {
      keys.push({ ranks: sortRanks(fieldFor(name).values), direction: options.columns[name] ? 1 : -1 });
    }
  } else if (options.is_sort_index) {
    const indexKeys =
      frame.index.length > 0
        ? frame.index.map((field) => sortRanks(field.values))
        : [Float64Array.from({ length: frame.length }, (_, i) => i)];
    keyCount = indexKeys.length;
    indexKeys.forEach((ranks, i) => keys.push({ ranks, direction: ascendingAt(i) ? 1 : -1 }));
  } else if (options.by && options.by.length > 0) {
    const names = typeof options.by === 'string' ? [options.by] : options.by;
    requireColumns(frame, names, 'sort', { allowIndex: true });
    keyCount = names.length;
    names.forEach((name, i) =>
      keys.push({ ranks: sortRanks(fieldFor(name).values), direction: ascendingAt(i) ? 1 : -1 }),
    );
  }
  if (keys.length === 0 || frame.length < 2) return frame;
  const order = Array.from({ length: frame.length }, (_, i) => i);
  order.sort((a, b) => {
    for (const { ranks, direction } of keys) {
      const x = ranks[a]!;
      const y = ranks[b]!;
      if (x === y) continue;
      if (Number.isNaN(x) || Number.isNaN(y)) {
        if (Number.isNaN(x) && Number.isNaN(y)) continue;
        return Number.isNaN(x) ? 1 : -1;
      }
      return (x < y ? -1 : 1) * direction;
    }
    return 0;
  });
  return takeRows(frame, order);
}

/**
 * Sort keys as numbers (NaN for missing), so the comparator never looks at cell types: numbers are
 * their own rank; other columns are ranked through their sorted distinct values.
 */
function sortRanks(values: readonly CellValue[]): Float64Array {
  const ranks = new Float64Array(values.length);
  if (values.every((value) => value === null || typeof value === 'number')) {
    values.forEach((value, i) => (ranks[i] = value === null ? NaN : (value as number)));
    return ranks;
  }
  const distinct = [...new Set(values)].filter((value) => value !== null).sort(compareCells);
  const rankOf = new Map<CellValue, number>(distinct.map((value, rank) => [value, rank]));
  values.forEach((value, i) => (ranks[i] = value === null ? NaN : rankOf.get(value)!));
  return ranks;
}
