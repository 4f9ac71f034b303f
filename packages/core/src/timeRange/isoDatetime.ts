import { dayjsUtc } from './dayjsUtc.js';

/** The time range's instant format: ISO without zone, always UTC. */
export const TIME_RANGE_DATETIME_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';

/** A date as 'YYYY-MM-DDTHH:mm:ss' in UTC (what GET /api/v1/time_range/ and the custom range use). */
export function formatDttm(date: Date): string {
  return dayjsUtc(date).format(TIME_RANGE_DATETIME_FORMAT);
}

// YYYY[-MM[-DD]] with - or / separators, then an optional time (T or space) and an optional zone.
const ISO_PATTERN =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Parses an ISO-like date or datetime ('2020', '2020-03', '2020-03-01', '2020-03-01T10:00:00',
 * '2020-03-01 10:00', with an optional Z or ±hh:mm). Missing parts default to the start of the period
 * (like dateutil with January 1 as default); no zone means UTC. Returns null when the text is not such a
 * date or names an impossible one (2021-02-30, 25:00).
 */
export function parseIsoDatetime(text: string): Date | null {
  const match = ISO_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const year = Number(y);
  const month = mo === undefined ? 1 : Number(mo);
  const day = d === undefined ? 1 : Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utcMs = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const date = new Date(utcMs);
  // Date.UTC rolls 2021-02-30 over to March; a changed day means the date does not exist.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return new Date(utcMs - zoneOffsetMinutes(zone) * 60_000);
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}
