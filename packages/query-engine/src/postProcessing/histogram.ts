import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import { numericValues, numbersToCells, pythonFloatRepr } from './cells.js';
import { MISSING_COLUMNS_MESSAGE, PostProcessingError } from './errors.js';
import { groupRows } from './grouping.js';
import { labeledField, requireColumns, takeRows, type LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

/** Superset's MAX_HISTOGRAM_BINS. */
export const MAX_HISTOGRAM_BINS = 1000;

const optionsSchema = z.looseObject({
  column: z.string(),
  groupby: z.array(z.string()).nullish(),
  bins: z.unknown().optional(),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});

/** numpy `histogram_bin_edges(values, bins)`: equal-width edges from min to max (±0.5 when all equal). */
export function binEdges(values: Float64Array, bins: number): Float64Array {
  let min = Infinity;
  let max = -Infinity;
  for (const x of values) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (min === max) {
    min -= 0.5;
    max += 0.5;
  }
  const step = (max - min) / bins;
  const edges = Float64Array.from({ length: bins + 1 }, (_, i) => i * step + min);
  edges[bins] = max;
  return edges;
}

/** The bin of `x` as numpy `histogram` assigns it: half-open bins, the last one closed. */
function binOf(x: number, edges: Float64Array): number {
  const bins = edges.length - 1;
  const first = edges[0]!;
  const last = edges[bins]!;
  if (x < first || x > last) return -1;
  let index = Math.floor(((x - first) * bins) / (last - first));
  if (index === bins) index -= 1;
  if (x < edges[index]!) index -= 1;
  else if (index !== bins - 1 && x >= edges[index + 1]!) index += 1;
  return index;
}

/**
 * `histogram`: the counts of `column` in `bins` equal-width bins (edges from the whole column), one row
 * per group (or one row), columns named '<from> - <to>' with the edges printed as Python prints floats.
 * `cumulative` makes running counts; `normalize` divides by the total of all cells.
 */
export function histogram(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('histogram', optionsSchema, rawOptions);
  const bins = options.bins ?? 5;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw new PostProcessingError(
      `\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`,
      'histogram',
    );
  }
  const groupby = options.groupby ?? [];
  requireColumns(frame, groupby, 'histogram');
  const column = frame.columns.find((candidate) => candidate.name === options.column);
  if (!column) throw new PostProcessingError(MISSING_COLUMNS_MESSAGE, 'histogram');

  const kept: number[] = [];
  column.values.forEach((value, row) => value !== null && kept.push(row));
  const rows = takeRows(frame, kept);
  if (rows.length === 0) return rows;
  const values = numericValues(rows.columns.find((candidate) => candidate.name === options.column)!);
  if (values.some(Number.isNaN)) {
    throw new PostProcessingError(`Column '${options.column}' contains non-numeric values`, 'histogram');
  }
  const edges = binEdges(values, bins);
  const labels = Array.from(
    { length: bins },
    (_, i) => `${pythonFloatRepr(edges[i]!)} - ${pythonFloatRepr(edges[i + 1]!)}`,
  );

  const keyFields = groupby.map((name) => rows.columns.find((candidate) => candidate.name === name)!);
  const grouping = groupRows(keyFields, rows.length);
  const counts = labels.map(() => new Float64Array(grouping.groupCount));
  for (let row = 0; row < rows.length; row += 1) {
    const group = grouping.groupOf[row]!;
    const bin = binOf(values[row]!, edges);
    if (group >= 0 && bin >= 0) counts[bin]![group] += 1;
  }
  if (options.cumulative) {
    for (let bin = 1; bin < bins; bin += 1) {
      for (let group = 0; group < grouping.groupCount; group += 1)
        counts[bin]![group] += counts[bin - 1]![group]!;
    }
  }
  if (options.normalize) {
    let total = 0;
    for (const binCounts of counts) for (const count of binCounts) total += count;
    for (const binCounts of counts) binCounts.forEach((count, group) => (binCounts[group] = count / total));
  }
  const keyColumns = keyFields.map((field) =>
    labeledField(
      {
        type: field.type,
        values: Array.from(grouping.firstRow, (row): CellValue => field.values[row] ?? null),
      },
      [field.name],
    ),
  );
  const binColumns = labels.map((label, bin) =>
    labeledField({ type: GenericDataType.NUMERIC, values: numbersToCells(counts[bin]!) }, [label]),
  );
  return {
    index: [],
    columns: [...keyColumns, ...binColumns],
    length: grouping.groupCount,
    levelNames: [null],
  };
}
