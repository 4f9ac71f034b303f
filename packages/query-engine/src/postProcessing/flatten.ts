import { z } from 'zod';
import { PostProcessingError } from './errors.js';
import { flatName, resetIndex, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  reset_index: z.boolean().nullish(),
  drop_levels: z.array(z.union([z.number().int(), z.string()])).nullish(),
});

/**
 * `flatten`: multi-level column names become one string (labels joined with ', ', commas inside a
 * label escaped, dropped labels skipped: 'SUM(num), boy'), after removing `drop_levels` (by position or
 * level name); then, unless `reset_index` is false, the index becomes the leading columns.
 */
export function flatten(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('flatten', optionsSchema, rawOptions);
  const nlevels = frame.levelNames.length;
  const dropped = new Set<number>();
  for (const level of options.drop_levels ?? []) {
    const position =
      typeof level === 'number' ? (level < 0 ? nlevels + level : level) : frame.levelNames.indexOf(level);
    if (position < 0 || position >= nlevels) {
      throw new PostProcessingError(
        `Invalid options for flatten: drop_levels: no level ${String(level)}`,
        'flatten',
      );
    }
    dropped.add(position);
  }
  if (dropped.size >= nlevels && nlevels > 0 && dropped.size > 0) {
    throw new PostProcessingError(
      'Invalid options for flatten: drop_levels cannot drop every level',
      'flatten',
    );
  }
  const keep = (_: unknown, level: number): boolean => !dropped.has(level);
  const flat: LabeledFrame = {
    ...frame,
    columns: frame.columns.map((column) => {
      const levels = column.levels.filter(keep);
      const name = levels.length > 1 ? flatName(levels) : (levels[0] ?? '');
      return { ...column, name, levels: [name] };
    }),
    levelNames: [null],
  };
  return options.reset_index === false ? flat : resetIndex(flat);
}
