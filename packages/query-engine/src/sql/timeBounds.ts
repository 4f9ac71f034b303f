import * as core from '@sightline/core';
import { QueryCompileError } from './queryCompileError.js';

/** A resolved time range; null ends are open. */
export interface TimeBounds {
  since: Date | null;
  until: Date | null;
}

type TimeRangeResolver = (timeRange: string, options: { now: Date; shift?: string }) => TimeBounds;

/**
 * The time-range grammar lives in core (`resolveTimeRange`, owned by the time-range module). Looked up
 * at call time so this module builds before that function is exported; the fallback understands only
 * 'No filter' and `since : until` with ISO datetimes.
 */
function coreResolver(): TimeRangeResolver | null {
  const candidate = (core as unknown as { resolveTimeRange?: TimeRangeResolver }).resolveTimeRange;
  return typeof candidate === 'function' ? candidate : null;
}

function fallbackResolve(timeRange: string): TimeBounds {
  if (timeRange.trim() === '' || timeRange.trim() === 'No filter') return { since: null, until: null };
  const parts = timeRange.split(' : ');
  const parse = (text: string | undefined): Date | null => {
    const value = (text ?? '').trim();
    if (value === '') return null;
    const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    if (Number.isNaN(date.getTime())) throw new Error(`Unsupported time range: ${timeRange}`);
    return date;
  };
  if (parts.length !== 2) throw new Error(`Unsupported time range: ${timeRange}`);
  return { since: parse(parts[0]), until: parse(parts[1]) };
}

/** Resolves `timeRange` (shifted back by `shift`, e.g. '1 year ago'); bad input → QueryCompileError. */
export function resolveTimeBounds(timeRange: string, now: Date, shift?: string): TimeBounds {
  try {
    const resolver = coreResolver();
    if (resolver) return resolver(timeRange, shift ? { now, shift } : { now });
    if (shift) throw new Error('Time offsets need the time-range module');
    return fallbackResolve(timeRange);
  } catch (error) {
    if (error instanceof QueryCompileError) throw error;
    throw new QueryCompileError(error instanceof Error ? error.message : String(error), 'TIME_RANGE_ERROR');
  }
}
