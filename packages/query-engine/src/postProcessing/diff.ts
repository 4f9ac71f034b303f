import { z } from 'zod';
import { GenericDataType } from '../engine.js';
import { numericValues, numbersToCells } from './cells.js';
import { columnMappingSchema, transformColumns } from './columnTransform.js';
import { flatName, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  columns: columnMappingSchema,
  periods: z.number().int().nullish(),
  /** 0 / 'row' / 'index': down the rows; 1 / 'column' / 'columns': across the selected columns. */
  axis: z.union([z.literal(0), z.literal(1), z.enum(['row', 'index', 'column', 'columns'])]).nullish(),
});

/** pandas `Series.diff(periods)`: x[i] - x[i - periods], missing where either side is. */
export function diffValues(values: Float64Array, periods: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const j = i - periods;
    out[i] = j >= 0 && j < values.length ? values[i]! - values[j]! : NaN;
  }
  return out;
}

/** `diff`: the change from `periods` rows before (axis 0) or from the `periods`-th previous selected column (axis 1). */
export function diff(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('diff', optionsSchema, rawOptions);
  const periods = options.periods ?? 1;
  const axis = options.axis ?? 0;
  if (axis === 0 || axis === 'row' || axis === 'index') {
    return transformColumns(frame, options.columns, 'diff', (values) => diffValues(values, periods));
  }
  const sources = Object.keys(options.columns);
  requireColumns(frame, sources, 'diff');
  const selected = sources.flatMap((source) => frame.columns.filter((column) => column.levels[0] === source));
  const numbers = selected.map(numericValues);
  const results = new Map<LabeledField, LabeledField>();
  selected.forEach((column, c) => {
    const out = new Float64Array(frame.length).fill(NaN);
    const other = numbers[c - periods];
    if (other) for (let i = 0; i < frame.length; i += 1) out[i] = numbers[c]![i]! - other[i]!;
    const target = options.columns[column.levels[0]!]!;
    const levels = [target, ...column.levels.slice(1)];
    results.set(column, {
      name: flatName(levels),
      type: GenericDataType.NUMERIC,
      values: numbersToCells(out),
      levels,
    });
  });
  const inPlace = sources.every((source) => options.columns[source] === source);
  if (inPlace) return { ...frame, columns: frame.columns.map((column) => results.get(column) ?? column) };
  return { ...frame, columns: [...frame.columns, ...results.values()] };
}
