import { z } from 'zod';
import { PostProcessingError } from './errors.js';
import { flatName, requireColumns, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  columns: z.record(z.string(), z.string().nullable()).nullish(),
  inplace: z.boolean().nullish(),
  level: z.union([z.number().int(), z.string()]).nullish(),
});

/**
 * `rename`: `columns: {old: new}` on column labels, on every level or only `level`. A null new label
 * drops that label from the flattened name (Superset removes the metric name of single-metric series
 * this way: 'SUM(num), boy' becomes 'boy').
 */
export function rename(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('rename', optionsSchema, rawOptions);
  const mapping = options.columns ?? {};
  const oldNames = Object.keys(mapping);
  if (oldNames.length === 0) return frame;
  requireColumns(frame, oldNames, 'rename');
  const nlevels = frame.levelNames.length;
  let level: number | null = null;
  if (options.level !== null && options.level !== undefined) {
    level = typeof options.level === 'number' ? options.level : frame.levelNames.indexOf(options.level);
    if (level < 0) level += typeof options.level === 'number' ? nlevels : 0;
    if (level < 0 || level >= nlevels)
      throw new PostProcessingError(`Level ${String(options.level)} not found`, 'rename');
  }
  const existing = new Set(
    frame.columns.flatMap((column) => (level === null ? column.levels : [column.levels[level]!])),
  );
  if (Object.values(mapping).every((name) => existing.has(name))) {
    throw new PostProcessingError('Label already exists', 'rename');
  }
  return {
    ...frame,
    columns: frame.columns.map((column) => {
      const levels = column.levels.map((label, i) =>
        (level === null || level === i) && label !== null && Object.hasOwn(mapping, label)
          ? (mapping[label] ?? null)
          : label,
      );
      return { ...column, levels, name: flatName(levels) };
    }),
  };
}
