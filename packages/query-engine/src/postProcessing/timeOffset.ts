import { PostProcessingError } from './errors.js';

/**
 * A time-comparison offset ('1 year ago', '28 days ago', '2 weeks later') as Superset's
 * normalize_time_delta reads it. `shift(t)` moves an epoch-ms timestamp by the offset: calendar units
 * (month, year) keep the day, clamped to the month's last day as pandas DateOffset does.
 */
export interface TimeOffset {
  unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
  /** Negative for 'ago'. */
  amount: number;
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

export function parseTimeOffset(text: string): TimeOffset {
  const match = /^\s*(\d+)\s+(second|minute|hour|day|week|month|year)s?\s*(ago|later)?\s*$/i.exec(text);
  if (!match) throw new PostProcessingError(`Invalid time offset: ${text}`);
  const amount = Number(match[1]);
  return {
    unit: match[2]!.toLowerCase() as TimeOffset['unit'],
    amount: match[3]?.toLowerCase() === 'ago' ? -amount : amount,
  };
}

/** `epochMs` moved by `amount` units (UTC). */
export function shiftTime(epochMs: number, offset: TimeOffset, direction: 1 | -1 = 1): number {
  const amount = offset.amount * direction;
  const unitMs = UNIT_MS[offset.unit];
  if (unitMs !== undefined) return epochMs + amount * unitMs;
  const date = new Date(epochMs);
  const months = offset.unit === 'year' ? amount * 12 : amount;
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const dayMs = epochMs - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) + dayMs;
}
