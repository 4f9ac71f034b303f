import { parseIsoDatetime } from './isoDatetime.js';
import { TimeRangeError, timeRangeMessages } from './messages.js';
import { parseTimeDelta, type TimeDelta } from './timeDelta.js';
import { addUnits, isSubDayUnit, parseUnit, startOfDay, startOfSecond } from './units.js';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthIndex(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((name) => name.startsWith(lower));
  return index < 0 ? null : index;
}

/** "March 1, 2020", "1 Mar 2020", "Mar 2020": the common written forms dateutil also reads. */
function parseWrittenDate(text: string): Date | null {
  const monthFirst = /^([a-z.]+)\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})$/i.exec(text);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z.]+),?\s+(\d{4})$/i.exec(text);
  const parts = monthFirst
    ? { month: monthFirst[1]!, day: monthFirst[2] ?? '1', year: monthFirst[3]! }
    : dayFirst
      ? { month: dayFirst[2]!, day: dayFirst[1]!, year: dayFirst[3]! }
      : null;
  if (!parts) return null;
  const month = monthIndex(parts.month);
  if (month === null) return null;
  return parseIsoDatetime(`${parts.year}-${month + 1}-${parts.day}`);
}

/** 'last week' / 'next month' (one unit), or a delta such as '7 days ago' / 'in 3 hours'. */
function relativeDelta(text: string): TimeDelta | null {
  const lastOrNext = /^(last|next) ([a-z]+)$/i.exec(text);
  if (lastOrNext) {
    const unit = parseUnit(lastOrNext[2]!);
    return unit ? { amount: lastOrNext[1]!.toLowerCase() === 'last' ? -1 : 1, unit } : null;
  }
  return /^[+-]?\d/.test(text) || /^in /i.test(text) ? parseTimeDelta(text) : null;
}

/**
 * The value inside DATETIME("...") and each plain side of 'start : end': an ISO date or datetime, a
 * written date, 'now' (to the second), 'today' / 'midnight' (midnight UTC), 'noon', 'yesterday',
 * 'tomorrow', or a relative phrase ('7 days ago', '3 hours later', 'last week'). Phrases in day or larger
 * units land on midnight, sub-day ones keep the time, as Superset's parser does. A bare '7 days' is
 * ambiguous and refused with Superset's message.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/^\d+ ?[a-z]+$/i.test(trimmed) && parseUnit(trimmed.replace(/^\d+ ?/, '')) !== null) {
    throw new TimeRangeError(timeRangeMessages.ambiguousTimeString(trimmed));
  }
  const iso = parseIsoDatetime(trimmed) ?? parseWrittenDate(trimmed);
  if (iso) return iso;
  const today = startOfDay(now);
  switch (trimmed.toLowerCase()) {
    case 'now':
      return startOfSecond(now);
    case 'today':
    case 'midnight':
      return today;
    case 'noon':
      return addUnits(today, 12, 'hour');
    case 'yesterday':
      return addUnits(today, -1, 'day');
    case 'tomorrow':
      return addUnits(today, 1, 'day');
  }
  const delta = relativeDelta(trimmed);
  if (delta) {
    const moved = addUnits(startOfSecond(now), delta.amount, delta.unit);
    return isSubDayUnit(delta.unit) ? moved : startOfDay(moved);
  }
  throw new TimeRangeError(timeRangeMessages.unparseableTimeString(trimmed));
}
