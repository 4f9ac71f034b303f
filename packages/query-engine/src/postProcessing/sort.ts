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
    return { values: field.values, direction: options.columns[name] ? 1 : -1 };
  });
  const order = Array.from({ length: frame.length }, (_, i) => i);
  order.sort((a, b) => {
    for (const { values, direction } of keys) {
      const x: CellValue = values[a] ?? null;
      const y: CellValue = values[b] ?? null;
      if (x === null || y === null) {
        if (x === y) continue;
        return x === null ? 1 : -1;
      }
      const cmp = compareCells(x, y);
      if (cmp !== 0) return cmp * direction;
    }
    return 0;
  });
  return takeRows(frame, order);
}
