import { z } from 'zod';
import { flatName, requireColumns, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  columns: z.array(z.string()).nullish(),
  exclude: z.array(z.string()).nullish(),
  rename: z.record(z.string(), z.string()).nullish(),
});

/**
 * `select`: keep `columns` (in that order), then drop `exclude`, then rename (`{old: new}`). After a
 * pivot a name addresses every series of that metric.
 */
export function select(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('select', optionsSchema, rawOptions);
  requireColumns(frame, options.columns, 'select');
  requireColumns(frame, options.exclude, 'select');
  requireColumns(frame, Object.keys(options.rename ?? {}), 'select');
  let columns = frame.columns;
  if (options.columns && options.columns.length > 0) {
    columns = options.columns.flatMap((name) => columns.filter((column) => column.levels[0] === name));
  }
  if (options.exclude && options.exclude.length > 0) {
    const excluded = new Set(options.exclude);
    columns = columns.filter((column) => !excluded.has(column.levels[0] ?? ''));
  }
  const rename = options.rename ?? {};
  columns = columns.map((column) => {
    const first = column.levels[0];
    if (first === null || first === undefined || !Object.hasOwn(rename, first)) return column;
    const levels = [rename[first]!, ...column.levels.slice(1)];
    return { ...column, levels, name: flatName(levels) };
  });
  return { ...frame, columns };
}
