import { z } from 'zod';
import { GenericDataType } from '../engine.js';
import { numericValues, numbersToCells } from './cells.js';
import { flatName, requireColumns, type LabeledField, type LabeledFrame } from './labeledFrame.js';

/** `columns: {source: target}` of rolling, cum and diff. */
export const columnMappingSchema = z.record(z.string(), z.string());

/**
 * Applies a per-column numeric transform the way Superset's `_append_columns` does: when every target
 * equals its source the columns are replaced in place; otherwise the results are appended under the
 * target names and the sources stay. After a pivot a source addresses every column under that metric.
 */
export function transformColumns(
  frame: LabeledFrame,
  mapping: Record<string, string>,
  operation: string,
  transform: (values: Float64Array) => Float64Array,
): LabeledFrame {
  const sources = Object.keys(mapping);
  requireColumns(frame, sources, operation);
  const apply = (column: LabeledField, levels: (string | null)[]): LabeledField => ({
    name: flatName(levels),
    type: GenericDataType.NUMERIC,
    values: numbersToCells(transform(numericValues(column))),
    levels,
  });
  const inPlace = sources.every((source) => mapping[source] === source);
  if (inPlace) {
    const selected = new Set(sources);
    return {
      ...frame,
      columns: frame.columns.map((column) =>
        selected.has(column.levels[0] ?? '') ? apply(column, column.levels) : column,
      ),
    };
  }
  const appended: LabeledField[] = [];
  for (const source of sources) {
    for (const column of frame.columns) {
      if (column.levels[0] === source)
        appended.push(apply(column, [mapping[source]!, ...column.levels.slice(1)]));
    }
  }
  return { ...frame, columns: [...frame.columns, ...appended] };
}
