import { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { LabeledField, LabeledFrame } from './labeledFrame.js';
import { numpyReducer, type NumpyReducer } from './numpyFunctions.js';

/**
 * The `aggregates` option shared by aggregate and pivot: `{label: {column?, operator, options?}}`, where
 * `column` defaults to the label (Superset's `_get_aggregate_funcs`).
 */
export const aggregatesSchema = z.record(
  z.string(),
  z.looseObject({
    column: z.string().optional(),
    operator: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type AggregatesOption = z.infer<typeof aggregatesSchema>;

export interface ResolvedAggregate {
  label: string;
  column: LabeledField;
  reduce: NumpyReducer;
}

export function resolveAggregates(
  frame: LabeledFrame,
  aggregates: AggregatesOption,
  operation: string,
): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([label, spec]) => {
    const columnName = spec.column ?? label;
    const column = frame.columns.find((field) => field.name === columnName);
    if (!column) {
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${columnName}`, operation);
    }
    if (spec.operator === undefined) {
      throw new PostProcessingError(`Operator undefined for aggregator: ${label}`, operation);
    }
    try {
      return { label, column, reduce: numpyReducer(spec.operator, spec.options) };
    } catch (error) {
      if (error instanceof PostProcessingError) throw new PostProcessingError(error.message, operation);
      throw error;
    }
  });
}
