import { utcFormat } from 'd3-time-format';

/** Time formats: d3-time-format specifiers, always in UTC, plus the adaptive `smart_date` default. */
export const SMART_DATE = 'smart_date';

export type TimeFormatter = (value: number | Date | string | null | undefined) => string;

const cache = new Map<string, TimeFormatter>();

export function getTimeFormatter(format?: string | null): TimeFormatter {
  const key = format || SMART_DATE;
  let formatter = cache.get(key);
  if (!formatter) {
    const base = key === SMART_DATE ? smartDate : utcFormat(key);
    formatter = (value) => {
      if (value === null || value === undefined) return 'N/A';
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? String(value) : base(date);
    };
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatTime(
  format: string | null | undefined,
  value: number | Date | string | null | undefined,
) {
  return getTimeFormatter(format)(value);
}

function smartDate(date: Date): string {
  if (date.getUTCMilliseconds() !== 0) return utcFormat('%H:%M:%S.%L')(date);
  if (date.getUTCSeconds() !== 0) return utcFormat('%H:%M:%S')(date);
  if (date.getUTCMinutes() !== 0 || date.getUTCHours() !== 0) return utcFormat('%H:%M')(date);
  if (date.getUTCDate() !== 1) return utcFormat('%a %d')(date);
  if (date.getUTCMonth() !== 0) return utcFormat('%B')(date);
  return utcFormat('%Y')(date);
}
