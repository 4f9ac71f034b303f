import { resolveTimeRange, TimeRangeError } from '@sightline/core';
import { QueryCompileError } from './queryCompileError.js';

/** A resolved time range; null ends are open. */
export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

/**
 * Resolves `timeRange` with core's time-range grammar, shifted by `shift` (a time comparison such as
 * '1 year ago'). A bad range is the client's error: QueryCompileError with the grammar's message.
 */
export function resolveTimeBounds(timeRange: string, now: Date, shift?: string): TimeBounds {
  try {
    return resolveTimeRange(timeRange, shift ? { now, shift } : { now });
  } catch (error) {
    if (error instanceof TimeRangeError) throw new QueryCompileError(error.message, 'TIME_RANGE_ERROR');
    throw error;
  }
}
