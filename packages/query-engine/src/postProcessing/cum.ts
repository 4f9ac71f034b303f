import { z } from 'zod';
import { columnMappingSchema, transformColumns } from './columnTransform.js';
import { PostProcessingError } from './errors.js';
import type { LabeledFrame } from './labeledFrame.js';
import { parseOptions } from './options.js';

const optionsSchema = z.looseObject({
  operator: z.string(),
  columns: columnMappingSchema.nullish(),
});

export type CumulativeOperator = 'sum' | 'prod' | 'min' | 'max';
const OPERATORS = new Set<string>(['sum', 'prod', 'min', 'max']);

/** pandas `cumsum`/`cumprod`/`cummin`/`cummax`: missing values stay missing and are skipped by the running value. */
export function cumulative(values: Float64Array, operator: CumulativeOperator): Float64Array {
  const out = new Float64Array(values.length);
  let running = NaN;
  for (let i = 0; i < values.length; i += 1) {
    const x = values[i]!;
    if (Number.isNaN(x)) {
      out[i] = NaN;
      continue;
    }
    if (Number.isNaN(running)) running = x;
    else if (operator === 'sum') running += x;
    else if (operator === 'prod') running *= x;
    else if (operator === 'min') running = Math.min(running, x);
    else running = Math.max(running, x);
    out[i] = running;
  }
  return out;
}

/** `cum`: running sum, product, minimum or maximum of the mapped columns (`operator` 'sum' or 'cumsum'...). */
export function cum(frame: LabeledFrame, rawOptions: unknown): LabeledFrame {
  const options = parseOptions('cum', optionsSchema, rawOptions);
  const operator = options.operator.replace(/^cum/, '');
  if (!OPERATORS.has(operator)) {
    throw new PostProcessingError(`Invalid cumulative operator: ${options.operator}`, 'cum');
  }
  return transformColumns(frame, options.columns ?? {}, 'cum', (values) =>
    cumulative(values, operator as CumulativeOperator),
  );
}
