import { GenericDataType, type CellValue } from '../engine.js';
import type { Field, Frame } from '../frame/frame.js';
import { frameToRecords } from '../frame/frame.js';
import { applyPostProcessing, type PostProcessingStep } from './applyPostProcessing.js';

/** Test helper: a frame from columns; `ds`/`__timestamp` columns are temporal, strings string, the rest numeric. */
export function frameOf(columns: Record<string, CellValue[]>): Frame {
  const fields: Field[] = Object.entries(columns).map(([name, values]) => ({
    name,
    type:
      name === 'ds' || name === '__timestamp'
        ? GenericDataType.TEMPORAL
        : values.some((value) => typeof value === 'string')
          ? GenericDataType.STRING
          : GenericDataType.NUMERIC,
    values,
  }));
  return { fields, length: fields[0]?.values.length ?? 0 };
}

/** Test helper: runs the operations and returns Superset-shaped records. */
export function run(frame: Frame, operations: PostProcessingStep[]): Record<string, CellValue>[] {
  return frameToRecords(applyPostProcessing(frame, operations));
}

export function columnNames(frame: Frame, operations: PostProcessingStep[]): string[] {
  return applyPostProcessing(frame, operations).fields.map((field) => field.name);
}

export const day = (d: number, month = 1, year = 2024): number => Date.UTC(year, month - 1, d);
