import { evaluateDatetimeExpression } from './expression.js';
import { parseHumanDatetime } from './humanDatetime.js';
import { TimeRangeError, timeRangeMessages } from './messages.js';
import { NO_TIME_RANGE } from './rangeNames.js';
import { parseTimeDelta } from './timeDelta.js';
import { addUnits, isSubDayUnit, parseUnit, type TimeRangeUnit } from './units.js';

export interface ResolvedTimeRange {
  /** Inclusive start; null for an open start. */
  since: Date | null;
  /** Exclusive end; null for an open end. */
  until: Date | null;
}

export interface ResolveTimeRangeOptions {
  /** The clock: 'today' is midnight UTC of this instant, 'now' this instant to the second. */
  now: Date;
  /** Moves both sides back (or forward with "later"): "1 year ago", "52 weeks", "1 day later". */
  shift?: string | null;
  /**
   * What 'Last…' counts back from and 'Next…' starts at (a query's `extras.relative_start`), and what
   * 'Last…' runs up to and 'Next…' counts forward from (`extras.relative_end`): 'today' (midnight) or
   * 'now'. Unset: today, or now for units shorter than a day.
   */
  relativeStart?: RelativeAnchor | null;
  relativeEnd?: RelativeAnchor | null;
}

export type RelativeAnchor = 'today' | 'now';

interface Anchors {
  start: RelativeAnchor | null;
  end: RelativeAnchor | null;
}

const SEPARATOR_PATTERN = /(?:^|\s):(?:\s|$)/;

/** The units 'previous calendar …' accepts ('Current' also takes day). */
const CALENDAR_UNITS: ReadonlySet<TimeRangeUnit> = new Set(['week', 'month', 'quarter', 'year']);

/**
 * Resolves a time range string to UTC instants, with Superset's semantics:
 * 'No filter'; 'Last day|week|month|quarter|year' and 'Last 5 days' (until today, or now for sub-day
 * units); 'Next 3 weeks'; 'previous calendar week|month|quarter|year'; 'Current day|week|month|quarter|year';
 * and 'start : end' where each side is empty (open), an ISO date/datetime, 'today', 'now', a relative
 * phrase ('7 days ago', 'last 5 days', 'start of last month') or a DATETIME/DATEADD/DATETRUNC/LASTDAY/HOLIDAY
 * expression. Throws TimeRangeError with a readable message for anything else, and when since > until.
 */
export function resolveTimeRange(timeRange: string, options: ResolveTimeRangeOptions): ResolvedTimeRange {
  const { now } = options;
  const trimmed = timeRange.trim();
  // An empty value is "no range chosen"; Superset's own parser is lenient here too.
  if (trimmed === '' || trimmed.toLowerCase() === NO_TIME_RANGE.toLowerCase())
    return { since: null, until: null };

  const anchors: Anchors = { start: options.relativeStart ?? null, end: options.relativeEnd ?? null };
  const [sinceText, untilText] = splitSides(timeRange, anchors);
  let since = sinceText === null ? null : resolveSide(sinceText, now, anchors);
  let until = untilText === null ? null : resolveSide(untilText, now, anchors);

  const shift = options.shift?.trim();
  if (shift) {
    const delta = parseTimeDelta(shift);
    if (!delta) throw new TimeRangeError(timeRangeMessages.ambiguousTimeDelta(shift));
    since = since && addUnits(since, delta.amount, delta.unit);
    until = until && addUnits(until, delta.amount, delta.unit);
  }
  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeError(timeRangeMessages.fromAfterTo);
  }
  return { since, until };
}

/** The two side texts of a range (null for an empty side), expanding the one-sided shorthands. */
function splitSides(timeRange: string, anchors: Anchors): [string | null, string | null] {
  // The separator is ' : '; a colon touching a space or an end also counts, so ' : Next 3 weeks' and
  // 'Last 5 days :' keep their empty side after a client trimmed them. Colons inside times never do.
  const separator = SEPARATOR_PATTERN.exec(timeRange);
  if (separator) {
    const since = timeRange.slice(0, separator.index).trim();
    const until = timeRange.slice(separator.index + separator[0].length).trim();
    return [since || null, until || null];
  }
  const value = timeRange.trim();
  // 'Last ...' and 'Next ...' without a separator run up to (or from) today, or now for sub-day units.
  if (/^last\s/i.test(value)) return [value, anchors.end ?? defaultAnchor(value)];
  if (/^next\s/i.test(value)) return [anchors.start ?? defaultAnchor(value), value];
  const calendar = /^(previous calendar|current) (day|week|month|quarter|year)$/i.exec(value);
  if (calendar) {
    const unit = calendar[2]!.toLowerCase() as TimeRangeUnit;
    if (calendar[1]!.toLowerCase() === 'current') {
      return [
        `DATETRUNC(DATETIME('today'), ${unit})`,
        `DATETRUNC(DATEADD(DATETIME('today'), 1, ${unit}), ${unit})`,
      ];
    }
    if (CALENDAR_UNITS.has(unit)) {
      return [
        `DATETRUNC(DATEADD(DATETIME('today'), -1, ${unit}), ${unit})`,
        `DATETRUNC(DATETIME('today'), ${unit})`,
      ];
    }
  }
  throw new TimeRangeError(timeRangeMessages.unparseableRange(value));
}

/** Relative phrases count from today, or from now in units shorter than a day. */
const anchorFor = (unit: TimeRangeUnit | null): RelativeAnchor =>
  unit && isSubDayUnit(unit) ? 'now' : 'today';

/** The anchor of a one-sided 'Last …' / 'Next …' value, by the unit it ends with. */
const defaultAnchor = (shorthand: string): RelativeAnchor =>
  anchorFor(parseUnit(shorthand.trim().split(/\s+/).pop() ?? ''));

/** One side: a relative phrase, an expression, or a datetime text. */
function resolveSide(text: string, now: Date, anchors: Anchors): Date {
  const phrase = /^(this|last|next|prior)\s+(?:(\d+)\s*)?([a-z]+)$/i.exec(text);
  const phraseUnit = phrase && parseUnit(phrase[3]!);
  if (phrase && phraseUnit) {
    // 'Last…' counts back from the relative start, 'Next…' forward from the relative end (Superset).
    const chosen = /^next$/i.test(phrase[1]!) ? anchors.end : anchors.start;
    const base = `DATETIME('${chosen ?? anchorFor(phraseUnit)}')`;
    return evaluateDatetimeExpression(scopedExpression(phrase[1]!, phrase[2], phraseUnit, base), now);
  }
  const boundary = /^(start of|beginning of|end of)\s+(this|last|next|prior)\s+(?:(\d+)\s*)?([a-z]+)$/i.exec(
    text,
  );
  const boundaryUnit = boundary && parseUnit(boundary[4]!);
  if (boundary && boundaryUnit && !isSubDayUnit(boundaryUnit)) {
    const base = scopedExpression(boundary[2]!, boundary[3], boundaryUnit, "DATETIME('today')");
    const fn = boundary[1]!.toLowerCase() === 'end of' ? 'LASTDAY' : 'DATETRUNC';
    return evaluateDatetimeExpression(`${fn}(${base}, ${boundaryUnit})`, now);
  }
  if (/^(datetime|dateadd|datetrunc|lastday|holiday)\b/i.test(text))
    return evaluateDatetimeExpression(text, now);
  return parseHumanDatetime(text, now);
}

/** "last 5 days" → DATEADD(base, -5, day); "this month" → base. */
function scopedExpression(
  scope: string,
  count: string | undefined,
  unit: TimeRangeUnit,
  base: string,
): string {
  const amount = count === undefined ? 1 : Number(count);
  switch (scope.toLowerCase()) {
    case 'this':
      return base;
    case 'next':
      return `DATEADD(${base}, ${amount}, ${unit})`;
    default:
      return `DATEADD(${base}, ${-amount}, ${unit})`;
  }
}
