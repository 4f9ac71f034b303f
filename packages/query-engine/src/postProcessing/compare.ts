import { z } from 'zod';
import { GenericDataType } from '../engine.js';
import { numericValues, numbersToCells, roundHalfEven } from './cells.js';
import { PostProcessingError } from './errors.js';
import { flatName, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  source_columns: z.array(z.string()),
  compare_columns: z.array(z.string()),
  compare_type: z.string(),
  drop_original_columns: z.boolean().nullish(),
  precision: z.number().int().min(0).nullish(),
});

/** Superset's TIME_COMPARISON separator in derived column names. */
export const TIME_COMPARISON = '__';

/**
 * Comparison types: values (no derived column), absolute / difference, percentage, ratio.
 * 'absolute' is the older name of 'difference'; the column is named with the type the client sent so
 * its own rename step finds it.
 */
const COMPARE_TYPES = new Set(['values', 'difference', 'absolute', 'percentage', 'ratio']);

/**
 * `compare`: for each (source, compare) pair a column `<type>__<source>__<compare>` holding
 * source - compare, (source - compare) / compare or source / compare (the last two rounded to
 * `precision`, 4 by default, half to even as numpy rounds). After a pivot the pair is matched per
 * series. `drop_original_columns` removes both inputs.
 */
export function compare(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('compare', optionsSchema, rawOptions);
  const { source_columns: sources, compare_columns: targets, compare_type: type } = options;
  requireColumns(frame, sources, 'compare');
  requireColumns(frame, targets, 'compare');
  if (sources.length !== targets.length) {
    throw new PostProcessingError(
      '`compare_columns` must have the same length as `source_columns`.',
      'compare',
    );
  }
  if (!COMPARE_TYPES.has(type)) {
    throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`', 'compare');
  }
  if (sources.length === 0 || type === 'values') return frame;
  const precision = options.precision ?? 4;
  const derived: LabeledField[] = [];
  sources.forEach((source, pair) => {
    const target = targets[pair]!;
    const label = [type, source, target].join(TIME_COMPARISON);
    for (const sourceColumn of frame.columns) {
      if (sourceColumn.levels[0] !== source) continue;
      const rest = sourceColumn.levels.slice(1);
      const partner = frame.columns.find(
        (column) =>
          column.levels[0] === target && column.levels.slice(1).every((label, i) => label === rest[i]),
      );
      const s = numericValues(sourceColumn);
      const c = partner ? numericValues(partner) : new Float64Array(frame.length).fill(NaN);
      const out = new Float64Array(frame.length);
      for (let i = 0; i < frame.length; i += 1) {
        if (type === 'difference' || type === 'absolute') out[i] = s[i]! - c[i]!;
        else if (type === 'percentage') out[i] = roundHalfEven((s[i]! - c[i]!) / c[i]!, precision);
        else out[i] = roundHalfEven(s[i]! / c[i]!, precision);
      }
      const levels = [label, ...rest];
      derived.push({
        name: flatName(levels),
        type: GenericDataType.NUMERIC,
        values: numbersToCells(out),
        levels,
      });
    }
  });
  let columns = [...frame.columns, ...derived];
  if (options.drop_original_columns) {
    const dropped = new Set([...sources, ...targets]);
    columns = columns.filter((column) => !dropped.has(column.levels[0] ?? ''));
  }
  return { ...frame, columns };
}
