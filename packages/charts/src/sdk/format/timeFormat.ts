import { utcDay, utcHour, utcMinute, utcMonth, utcSecond, utcWeek, utcYear } from 'd3-time';
import { utcFormat } from 'd3-time-format';

/**
 * Time formats: d3-time-format specifiers, always in UTC, plus two adaptive formats. `smart_date` (the
 * default) prints only what changes at the value's precision, for axis ticks: '2024', 'March', 'Mar 03'
 * (a Sunday, a week start) or 'Tue 05', '14:30', '14:30:15', '14:30:15.250'. `smart_date_verbose` adds
 * the context a tooltip needs: 'Tue Mar 05 2024, 14:30'.
 */
export const SMART_DATE = 'smart_date';
export const SMART_DATE_VERBOSE = 'smart_date_verbose';

/** What a formatter prints for null and undefined. */
export const NULL_TIME_TEXT = 'N/A';

/** Accepts epoch milliseconds (also as numeric strings), Dates and ISO strings. */
export type TimeFormatter = (value: number | Date | string | null | undefined) => string;

interface AdaptiveFormats {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
}

const ADAPTIVE_FORMATS: Readonly<Record<string, AdaptiveFormats>> = {
  [SMART_DATE]: {
    millisecond: '%H:%M:%S.%L',
    second: '%H:%M:%S',
    minute: '%H:%M',
    hour: '%H:%M',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [SMART_DATE_VERBOSE]: {
    millisecond: '%a %b %d %Y, %H:%M:%S.%L',
    second: '%a %b %d %Y, %H:%M:%S',
    minute: '%a %b %d %Y, %H:%M',
    hour: '%a %b %d %Y, %H:%M',
    day: '%a %b %d %Y',
    week: '%a %b %d %Y',
    month: '%b %Y',
    year: '%Y',
  },
};

const cache = new Map<string, TimeFormatter>();

export function getTimeFormatter(format?: string | null): TimeFormatter {
  const key = format || SMART_DATE;
  let formatter = cache.get(key);
  if (!formatter) {
    const adaptive = ADAPTIVE_FORMATS[key];
    const base = adaptive ? adaptiveFormat(adaptive) : utcFormat(key);
    formatter = (value) => {
      if (value === null || value === undefined || value === '') return NULL_TIME_TEXT;
      const date = toUtcDate(value);
      return date ? base(date) : String(value);
    };
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatTime(
  format: string | null | undefined,
  value: number | Date | string | null | undefined,
): string {
  return getTimeFormatter(format)(value);
}

/** Matches ISO-like date-times without a zone ('2024-03-05 14:30:00', '2024-03-05T14:30'). */
const ZONELESS_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A Date for an epoch-ms number, a numeric string, a Date or an ISO string; null when unreadable. Strings
 * without a zone are read as UTC (JavaScript would read them in the browser's zone), like the server's.
 */
export function toUtcDate(value: number | Date | string): Date | null {
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    if (/^-?\d+(\.\d+)?$/.test(text) && text.length > 4) date = new Date(Number(text));
    else date = new Date(ZONELESS_DATETIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Superset's multi-format: picks the format for the finest unit the value is not aligned to. */
function adaptiveFormat(formats: AdaptiveFormats): (date: Date) => string {
  const format = Object.fromEntries(
    Object.entries(formats).map(([unit, specifier]) => [unit, utcFormat(specifier)]),
  ) as Record<keyof AdaptiveFormats, (date: Date) => string>;
  return (date) => {
    if (utcSecond(date) < date) return format.millisecond(date);
    if (utcMinute(date) < date) return format.second(date);
    if (utcHour(date) < date) return format.minute(date);
    if (utcDay(date) < date) return format.hour(date);
    if (utcMonth(date) < date) return utcWeek(date) < date ? format.day(date) : format.week(date);
    if (utcYear(date) < date) return format.month(date);
    return format.year(date);
  };
}
