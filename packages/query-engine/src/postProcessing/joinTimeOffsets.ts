import type { CellValue } from '../engine.js';
import type { Field, Frame } from '../frame/frame.js';
import { PostProcessingError } from './errors.js';
import { parseTimeOffset, shiftTime } from './timeOffset.js';

export interface TimeOffsetFrame {
  /** The offset as the query listed it: '1 year ago'. */
  offset: string;
  /** The result of the query shifted back by the offset. */
  frame: Frame;
}

export interface JoinTimeOffsetsOptions {
  /** The time column both frames share (`__timestamp` or the x-axis label). */
  timeColumn: string;
  metricLabels: string[];
  /** Other dimensions the rows are matched on (the query's group-by columns). */
  joinColumns: string[];
}

/** Superset's name for a metric of a shifted query: `<metric>__<offset>`. */
export function offsetMetricLabel(metric: string, offset: string): string {
  return `${metric}__${offset}`;
}

function keyOf(fields: Field[], timeValues: readonly CellValue[], row: number): string {
  let key = String(timeValues[row] ?? null);
  for (const field of fields) key += `\u0000${JSON.stringify(field.values[row] ?? null)}`;
  return key;
}

function requireField(frame: Frame, name: string, offset: string | null): Field {
  const field = frame.fields.find((candidate) => candidate.name === name);
  if (field) return field;
  const where = offset ? ` in the "${offset}" time comparison` : '';
  throw new PostProcessingError(`Column "${name}" is missing${where}`);
}

/**
 * Time comparison (Superset's processing_time_offsets): each offset query ran over the shifted-back
 * time range, so its timestamps are moved forward by the offset ('1 year ago': +1 year) and its rows
 * left-joined to the main rows on time and `joinColumns`. Adds `<metric>__<offset>` per offset and
 * metric, in that order; main rows without a match get nulls.
 */
export function joinTimeOffsets(
  main: Frame,
  offsets: readonly TimeOffsetFrame[],
  options: JoinTimeOffsetsOptions,
): Frame {
  const mainTime = requireField(main, options.timeColumn, null);
  const mainJoin = options.joinColumns.map((name) => requireField(main, name, null));
  const mainKeys = Array.from({ length: main.length }, (_, row) => keyOf(mainJoin, mainTime.values, row));
  const added: Field[] = [];
  for (const { offset, frame } of offsets) {
    const parsed = parseTimeOffset(offset);
    const time = requireField(frame, options.timeColumn, offset);
    const join = options.joinColumns.map((name) => requireField(frame, name, offset));
    const metrics = options.metricLabels.map((name) => requireField(frame, name, offset));
    const shifted = time.values.map((value) =>
      typeof value === 'number' ? shiftTime(value, parsed, -1) : value,
    );
    const rowByKey = new Map<string, number>();
    for (let row = 0; row < frame.length; row += 1) {
      const key = keyOf(join, shifted, row);
      if (!rowByKey.has(key)) rowByKey.set(key, row);
    }
    const matches = mainKeys.map((key) => rowByKey.get(key) ?? -1);
    options.metricLabels.forEach((metric, m) => {
      const source = metrics[m]!;
      added.push({
        name: offsetMetricLabel(metric, offset),
        type: source.type,
        ...(source.dbType !== undefined ? { dbType: source.dbType } : {}),
        values: matches.map((row) => (row < 0 ? null : (source.values[row] ?? null))),
      });
    });
  }
  return { fields: [...main.fields, ...added], length: main.length };
}
