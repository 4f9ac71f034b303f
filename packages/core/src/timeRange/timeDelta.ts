import { parseUnit, type TimeRangeUnit } from './units.js';

/** A signed amount of a unit: {amount: -1, unit: 'year'} is "1 year ago". */
export interface TimeDelta {
  amount: number;
  unit: TimeRangeUnit;
}

const PAST_WORDS = new Set(['ago', 'before', 'earlier']);
const FUTURE_WORDS = new Set(['later', 'after', 'hence', 'from now']);

const DELTA_PATTERN = /^([+-]?\d+)\s*([a-z]+?)s?(?:\s+(ago|before|earlier|later|after|hence|from\s+now))?$/i;
const IN_DELTA_PATTERN = /^in\s+(\d+)\s*([a-z]+?)s?$/i;

/**
 * Reads "7 days ago", "1 year later", "2 weeks from now", "in 3 hours", or a bare "28 days" / "-1 year".
 * A bare delta means `bare` (the past for time shifts and comparisons, as Superset's time_compare values
 * "1 year ago" and its parse_past_timedelta do). Returns null when the text is not a delta.
 */
export function parseTimeDelta(text: string, bare: 'past' | 'future' = 'past'): TimeDelta | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const inMatch = IN_DELTA_PATTERN.exec(trimmed);
  if (inMatch) {
    const unit = parseUnit(inMatch[2]!);
    return unit ? { amount: Number(inMatch[1]), unit } : null;
  }
  const match = DELTA_PATTERN.exec(trimmed);
  if (!match) return null;
  const unit = parseUnit(match[2]!);
  if (!unit) return null;
  const count = Number(match[1]);
  const word = match[3]?.toLowerCase().replace(/\s+/g, ' ');
  if (word === undefined) {
    // A signed bare delta says its own direction; an unsigned one goes the `bare` way.
    if (/^[+-]/.test(match[1]!)) return { amount: count, unit };
    return { amount: bare === 'past' ? -count : count, unit };
  }
  if (PAST_WORDS.has(word)) return { amount: -Math.abs(count), unit };
  if (FUTURE_WORDS.has(word)) return { amount: Math.abs(count), unit };
  return null;
}
