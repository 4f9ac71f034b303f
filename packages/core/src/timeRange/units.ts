import { dayjsUtc } from './dayjsUtc.js';

/** The units the grammar knows, smallest first (DATEADD, DATETRUNC, relative phrases, the custom range). */
export const TIME_RANGE_UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
] as const;
export type TimeRangeUnit = (typeof TIME_RANGE_UNITS)[number];

/** Units below a day: relative phrases in these units are anchored on "now", the others on "today". */
const SUB_DAY_UNITS: ReadonlySet<TimeRangeUnit> = new Set(['second', 'minute', 'hour']);

export function isTimeUnit(word: string): word is TimeRangeUnit {
  return (TIME_RANGE_UNITS as readonly string[]).includes(word);
}

export function isSubDayUnit(unit: TimeRangeUnit): boolean {
  return SUB_DAY_UNITS.has(unit);
}

/** "days" → "day"; returns null for words that are not a unit. */
export function parseUnit(word: string): TimeRangeUnit | null {
  const lower = word.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return isTimeUnit(lower) ? lower : isTimeUnit(singular) ? singular : null;
}

const utcOf = dayjsUtc;

/**
 * date + amount × unit in UTC. Months, quarters and years are calendar steps that keep the day of month
 * where it exists and clamp it otherwise (Jan 31 + 1 month = Feb 28/29), as Superset's DATEADD does.
 */
export function addUnits(date: Date, amount: number, unit: TimeRangeUnit): Date {
  if (unit === 'quarter')
    return utcOf(date)
      .add(amount * 3, 'month')
      .toDate();
  return utcOf(date).add(amount, unit).toDate();
}

/** Start of the unit containing date (weeks start on Monday, quarters in Jan/Apr/Jul/Oct). */
export function truncateTo(date: Date, unit: TimeRangeUnit): Date {
  const d = utcOf(date);
  switch (unit) {
    case 'week': {
      const daysSinceMonday = (d.day() + 6) % 7;
      return d.startOf('day').subtract(daysSinceMonday, 'day').toDate();
    }
    case 'quarter': {
      const firstMonth = Math.floor(d.month() / 3) * 3;
      return d.startOf('year').month(firstMonth).toDate();
    }
    default:
      return d.startOf(unit).toDate();
  }
}

/** LASTDAY: midnight of the last day of the unit containing date (weeks end on Sunday). */
export function lastDayOf(date: Date, unit: 'year' | 'quarter' | 'month' | 'week' | 'day'): Date {
  if (unit === 'day') return truncateTo(date, 'day');
  const start = truncateTo(date, unit);
  return addUnits(addUnits(start, 1, unit), -1, 'day');
}

/** Midnight UTC of the day containing date. */
export const startOfDay = (date: Date): Date => truncateTo(date, 'day');

/** Drops milliseconds: "now" has second resolution, like Superset's parser. */
export const startOfSecond = (date: Date): Date => truncateTo(date, 'second');
