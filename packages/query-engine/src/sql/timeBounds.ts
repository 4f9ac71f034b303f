import {
  resolveTimeRange,
  TimeRangeError,
  type RelativeAnchor,
  type ResolvedTimeRange,
} from '@sightline/core';
import { QueryCompileError } from './queryCompileError.js';

/**
 * How time ranges resolve for one query: the server's now, the time-comparison shift of this query (if
 * any), and the query's `extras.relative_start` / `relative_end` anchors for 'Last…' / 'Next…' ranges.
 */
export interface TimeContext {
  now: Date;
  shift?: string | undefined;
  relativeStart?: RelativeAnchor | null;
  relativeEnd?: RelativeAnchor | null;
}

/** A resolved time range; null ends are open (core's type). */
export type TimeBounds = ResolvedTimeRange;

/**
 * Resolves `timeRange` with core's time-range grammar, shifted by `shift` (a time comparison such as
 * '1 year ago'). A bad range is the client's error: QueryCompileError with the grammar's message.
 */
export function resolveTimeBounds(timeRange: string, time: TimeContext): TimeBounds {
  try {
    return resolveTimeRange(timeRange, {
      now: time.now,
      shift: time.shift ?? null,
      relativeStart: time.relativeStart ?? null,
      relativeEnd: time.relativeEnd ?? null,
    });
  } catch (error) {
    if (error instanceof TimeRangeError) throw new QueryCompileError(error.message, 'TIME_RANGE_ERROR');
    throw error;
  }
}
