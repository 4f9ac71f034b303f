import type { Frame } from '../frame/frame.js';
import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { cum } from './cum.js';
import { diff } from './diff.js';
import { PostProcessingError } from './errors.js';
import { flatten } from './flatten.js';
import { histogram } from './histogram.js';
import { fromFrame, toFrame, type LabeledFrame } from './labeledFrame.js';
import { pivot } from './pivot.js';
import { rename } from './rename.js';
import { resample } from './resample.js';
import { rolling } from './rolling.js';
import { select } from './select.js';
import { sort } from './sort.js';

/** One entry of a query object's `post_processing` (core's PostProcessingOperation fits). */
export interface PostProcessingStep {
  operation: string;
  options?: Record<string, unknown> | null;
}

type Operator = (frame: LabeledFrame, options: unknown) => LabeledFrame;

const OPERATORS: Record<string, Operator> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rename,
  resample,
  rolling,
  select,
  sort,
};

/**
 * Runs a query's post-processing operations over its result, in the order listed.
 * Null entries are skipped (clients leave holes where an optional operator is off). A pivoted result
 * that no `flatten` step flattened is flattened at the end, so the caller always gets a plain frame.
 */
export function applyPostProcessing(
  frame: Frame,
  operations: readonly (PostProcessingStep | null | undefined)[],
): Frame {
  let current = fromFrame(frame);
  for (const step of operations) {
    if (!step) continue;
    const { operation } = step;
    if (operation === 'prophet') {
      throw new PostProcessingError('The prophet operation is not supported', operation);
    }
    const operator = Object.hasOwn(OPERATORS, operation) ? OPERATORS[operation] : undefined;
    if (!operator)
      throw new PostProcessingError(`Unsupported post processing operation: ${operation}`, operation);
    try {
      current = operator(current, step.options ?? {});
    } catch (error) {
      // Helpers deep inside an operator do not know its name; the caller's error report should.
      if (error instanceof PostProcessingError && !error.operation) {
        throw new PostProcessingError(error.message, operation);
      }
      throw error;
    }
  }
  if (current.levelNames.length > 1 || current.index.length > 0) current = flatten(current, {});
  return toFrame(current);
}
