import { z } from 'zod';
import { GenericDataType, type CellValue } from '../engine.js';
import type { Field } from '../frame/frame.js';
import { isNumericField, numericValues, numbersToCells } from './cells.js';
import { MISSING_COLUMNS_MESSAGE, PostProcessingError } from './errors.js';
import { resetIndex, takeRows, type LabeledField, type LabeledFrame } from './labeledFrame.js';
import { percentileOf } from './numpyFunctions.js';
import { parseOptions } from './options.js';
import { parseResampleRule } from './resampleRule.js';

/** Superset's RESAMPLE_METHOD. */
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

const optionsSchema = z.looseObject({
  rule: z.string(),
  method: z.string(),
  fill_value: z.number().nullish(),
  time_column: z.string().nullish(),
});

/** Guards against a rule far finer than the data (one row per second over years). */
const MAX_BINS = 5_000_000;

/**
 * `resample`: one row per `rule` period from the first to the last timestamp. asfreq takes the row
 * stamped exactly at each period label (missing otherwise; `fill_value` fills every gap, zero-fill in
 * the UI), ffill/bfill take the latest row at or before / the first at or after the label and then fill
 * remaining gaps forward / backward, linear interpolates between asfreq rows, and mean/median/sum
 * aggregate the rows in each period. The time axis is the index (after a pivot) or `time_column`.
 */
export function resample(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('resample', optionsSchema, rawOptions);
  const method = options.method as ResampleMethod;
  if (!RESAMPLE_METHODS.includes(method)) {
    throw new PostProcessingError(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`, 'resample');
  }
  let work = frame;
  const fromColumn = frame.index.length === 0 && Boolean(options.time_column);
  if (fromColumn) {
    const column = frame.columns.find((candidate) => candidate.levels[0] === options.time_column);
    if (!column) throw new PostProcessingError(MISSING_COLUMNS_MESSAGE, 'resample');
    const { levels: _levels, ...timeField } = column;
    work = {
      ...frame,
      index: [timeField],
      columns: frame.columns.filter((candidate) => candidate !== column),
    };
  }
  const time = work.index.length === 1 ? work.index[0]! : null;
  if (!time || time.type !== GenericDataType.TEMPORAL) {
    throw new PostProcessingError('Resample operation requires DatetimeIndex', 'resample');
  }

  // pandas drops rows without a timestamp and bins the rest in time order.
  const allTimes = numericValues(time);
  const order = Array.from({ length: work.length }, (_, i) => i)
    .filter((i) => !Number.isNaN(allTimes[i]!))
    .sort((a, b) => allTimes[a]! - allTimes[b]!);
  const sorted = takeRows(work, order);
  if (sorted.length === 0) return fromColumn ? resetIndex(sorted) : sorted;
  const times = numericValues(sorted.index[0]!);

  const rule = parseResampleRule(options.rule, times[0]!);
  const firstBin = rule.bin(times[0]!);
  const binCount = rule.bin(times[times.length - 1]!) - firstBin + 1;
  if (binCount > MAX_BINS) {
    throw new PostProcessingError(
      `Resampling by ${options.rule} would produce too many rows (${binCount})`,
      'resample',
    );
  }
  const labels = Float64Array.from({ length: binCount }, (_, k) => rule.label(firstBin + k));

  let columns: LabeledField[];
  if (method === 'mean' || method === 'median' || method === 'sum') {
    const rowBins = Int32Array.from(times, (t) => rule.bin(t) - firstBin);
    columns = sorted.columns.map((column) => aggregateBins(column, rowBins, binCount, method));
  } else {
    for (let i = 1; i < times.length; i += 1) {
      if (times[i] === times[i - 1]) {
        throw new PostProcessingError('Resample operation requires unique time values', 'resample');
      }
    }
    const sourceRows = matchLabels(
      times,
      labels,
      method === 'ffill' ? 'before' : method === 'bfill' ? 'after' : 'exact',
    );
    columns = sorted.columns.map((column) => {
      const values: CellValue[] = Array.from(sourceRows, (row) =>
        row < 0 ? null : (column.values[row] ?? null),
      );
      if (method === 'ffill' || method === 'bfill') fillGaps(values, method);
      if (method === 'asfreq' && options.fill_value !== null && options.fill_value !== undefined) {
        const fill = options.fill_value;
        values.forEach((value, i) => value === null && (values[i] = fill));
      }
      if (method === 'linear' && isNumericField(column)) return { ...column, values: interpolate(values) };
      return { ...column, values };
    });
  }
  const index: Field = { ...sorted.index[0]!, values: numbersToCells(labels) };
  const result: LabeledFrame = { ...sorted, index: [index], columns, length: binCount };
  return fromColumn ? resetIndex(result) : result;
}

/** For each label, the row to take: exactly at it, the latest at or before it, or the first at or after it. */
function matchLabels(
  times: Float64Array,
  labels: Float64Array,
  mode: 'exact' | 'before' | 'after',
): Int32Array {
  const rows = new Int32Array(labels.length);
  let cursor = 0;
  labels.forEach((label, k) => {
    while (cursor < times.length && times[cursor]! < label) cursor += 1;
    if (mode === 'after') rows[k] = cursor < times.length ? cursor : -1;
    else if (cursor < times.length && times[cursor] === label) rows[k] = cursor;
    else rows[k] = mode === 'before' ? cursor - 1 : -1;
  });
  return rows;
}

function fillGaps(values: CellValue[], direction: 'ffill' | 'bfill'): void {
  let last: CellValue = null;
  const step = direction === 'ffill' ? 1 : -1;
  for (let i = direction === 'ffill' ? 0 : values.length - 1; i >= 0 && i < values.length; i += step) {
    if (values[i] === null) values[i] = last;
    else last = values[i]!;
  }
}

/** pandas `interpolate()` (linear by position): gaps between values are filled, trailing ones take the last value. */
function interpolate(values: CellValue[]): CellValue[] {
  const numbers = numericValues({ name: '', type: GenericDataType.NUMERIC, values });
  let previous = -1;
  for (let i = 0; i < numbers.length; i += 1) {
    if (Number.isNaN(numbers[i]!)) continue;
    if (previous >= 0 && i - previous > 1) {
      const from = numbers[previous]!;
      const slope = (numbers[i]! - from) / (i - previous);
      for (let j = previous + 1; j < i; j += 1) numbers[j] = from + slope * (j - previous);
    }
    previous = i;
  }
  if (previous >= 0) for (let j = previous + 1; j < numbers.length; j += 1) numbers[j] = numbers[previous]!;
  return numbersToCells(numbers);
}

function aggregateBins(
  column: LabeledField,
  rowBins: Int32Array,
  binCount: number,
  method: 'mean' | 'median' | 'sum',
): LabeledField {
  if (!isNumericField(column)) return { ...column, values: new Array<CellValue>(binCount).fill(null) };
  const numbers = numericValues(column);
  const out = new Float64Array(binCount);
  let start = 0;
  // Rows are in time order, so each bin's rows are one run.
  for (let bin = 0; bin < binCount; bin += 1) {
    let end = start;
    while (end < rowBins.length && rowBins[end] === bin) end += 1;
    let sum = 0;
    let count = 0;
    for (let i = start; i < end; i += 1) {
      if (!Number.isNaN(numbers[i]!)) {
        sum += numbers[i]!;
        count += 1;
      }
    }
    if (method === 'sum') out[bin] = sum;
    else if (method === 'mean') out[bin] = count ? sum / count : NaN;
    else
      out[bin] = percentileOf(
        numbers.subarray(start, end).filter((x) => !Number.isNaN(x)),
        50,
      );
    start = end;
  }
  // The engine's type name no longer describes a mean or a sum of it.
  const { dbType: _dbType, ...rest } = column;
  return { ...rest, type: GenericDataType.NUMERIC, values: numbersToCells(out) };
}
