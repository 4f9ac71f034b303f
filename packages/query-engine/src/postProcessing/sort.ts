import { z } from 'zod';
import type { CellValue } from '../engine.js';
import { compareCells } from './cells.js';
import { requireColumns, takeRows, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  columns: z.record(z.string(), z.boolean()),
});

/**
 * `sort`: `columns: {name: ascending}`, keys in the order given; missing values last whichever the
 * direction (pandas `sort_values`); ties keep their order. Index fields (after a pivot) can be keys too.
 */
export function sort(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('sort', optionsSchema, rawOptions);
  const names = Object.keys(options.columns);
  requireColumns(frame, names, 'sort', { allowIndex: true });
  if (names.length === 0 || frame.length < 2) return frame;
  const keys = names.map((name) => {
    const field =
      frame.index.find((candidate) => candidate.name === name) ??
      frame.columns.find((candidate) => candidate.levels[0] === name)!;
    return { ranks: sortRanks(field.values), direction: options.columns[name] ? 1 : -1 };
  });
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
