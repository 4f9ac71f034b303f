import {
  buildTimeRangeString,
  CALENDAR_TIME_RANGES,
  COMMON_TIME_RANGES,
  customRangeFromTimeRange,
  defaultCustomRange,
  formatActualTimeRange,
  formatDttm,
  NO_TIME_RANGE,
  normalizeAdvancedTimeRange,
  rangeTypeOf,
  resolveTimeRange,
  splitTimeRange,
  timeRangeFromCustomRange,
  type CustomRange,
  type CustomRangeMode,
  type TimeRangeApiResult,
  type TimeRangeType,
} from '@sightline/core';

/**
 * The pure rules of the time range popover: which value a range type starts from, how the
 * Custom tab edits a value, and what the trigger shows.
 */

/** The range type select's order: Last, Previous, Custom, Advanced, No filter. */
export const RANGE_TYPE_ORDER: readonly TimeRangeType[] = [
  'Common',
  'Calendar',
  'Custom',
  'Advanced',
  'No filter',
];

/** Switching to Last defaults to 'Last week', to Previous to the previous calendar week. */
export const DEFAULT_COMMON_RANGE: (typeof COMMON_TIME_RANGES)[number] = 'Last week';
export const DEFAULT_CALENDAR_RANGE: (typeof CALENDAR_TIME_RANGES)[number] = 'previous calendar week';

const COMMON: ReadonlySet<string> = new Set(COMMON_TIME_RANGES);
const CALENDAR: ReadonlySet<string> = new Set(CALENDAR_TIME_RANGES);

/**
 * The draft after the user picks a range type: a value that already belongs to the type is kept;
 * otherwise Last → 'Last week', Previous → 'previous calendar week', Custom → the default custom range
 *, Advanced → the value normalised ('Last 5 days' → 'Last 5 days : '), No filter → 'No filter'.
 */
export function valueForRangeType(type: TimeRangeType, current: string, now: Date): string {
  switch (type) {
    case 'Common':
      return COMMON.has(current) ? current : DEFAULT_COMMON_RANGE;
    case 'Calendar':
      return CALENDAR.has(current) ? current : DEFAULT_CALENDAR_RANGE;
    case 'Custom':
      return customRangeFromTimeRange(current, now)
        ? current
        : timeRangeFromCustomRange(defaultCustomRange(now), now);
    case 'Advanced':
      return normalizeAdvancedTimeRange(current);
    case 'No filter':
      return NO_TIME_RANGE;
  }
}

/** The Custom tab's fields for a draft: its decoding, or the defaults when it is not a custom form. */
export function customRangeOf(value: string, now: Date): CustomRange {
  return customRangeFromTimeRange(value, now) ?? defaultCustomRange(now);
}

export type CustomRangeEnd = 'since' | 'until';

/** The instant one side of a range denotes ('today', '2020-01-01T00:00:00', 'DATEADD(...)'), or null. */
export function instantOf(side: string, now: Date): Date | null {
  try {
    // One side alone ('x : ') resolves that side without the start-before-end check.
    return resolveTimeRange(buildTimeRangeString(side, ''), { now }).since;
  } catch {
    return null;
  }
}

/** The instant one end of a custom range denotes now, or null when it cannot be resolved. */
export function instantOfEnd(range: CustomRange, end: CustomRangeEnd, now: Date): Date | null {
  const [since, until] = splitTimeRange(timeRangeFromCustomRange(range, now));
  return instantOf(end === 'since' ? since : until, now);
}

const datetimeKey = (end: CustomRangeEnd) => (end === 'since' ? 'sinceDatetime' : 'untilDatetime');

/**
 * One end switched to another mode. An end that becomes Specific starts at the instant it denoted
 * (a relative start 7 days before today becomes that date), so switching does not jump the range.
 */
export function withEndMode(
  range: CustomRange,
  end: CustomRangeEnd,
  mode: CustomRangeMode,
  now: Date,
): CustomRange {
  const modeKey = end === 'since' ? 'sinceMode' : 'untilMode';
  if (range[modeKey] === mode) return range;
  const next: CustomRange = { ...range, [modeKey]: mode };
  if (mode === 'specific') {
    const instant = instantOfEnd(range, end, now) ?? instantOfEnd(defaultCustomRange(now), end, now);
    if (instant) next[datetimeKey(end)] = formatDttm(instant);
  }
  return next;
}

/** A relative end's quantity as the form shows it: always positive (the direction is the end's). */
export function relativeQuantity(range: CustomRange, end: CustomRangeEnd): number {
  return Math.abs(end === 'since' ? range.sinceGrainValue : range.untilGrainValue);
}

/** The quantity is at least 1; a start counts back (negative), an end forward. */
export function withRelativeQuantity(range: CustomRange, end: CustomRangeEnd, quantity: number): CustomRange {
  const amount = Math.max(1, Math.round(Math.abs(quantity)) || 1);
  return end === 'since' ? { ...range, sinceGrainValue: -amount } : { ...range, untilGrainValue: amount };
}

/** The anchor switched to NOW or a Date/Time; a Date/Time anchor starts at today's midnight. */
export function withAnchorMode(range: CustomRange, mode: CustomRange['anchorMode'], now: Date): CustomRange {
  if (mode === 'now') return { ...range, anchorMode: 'now', anchorValue: 'now' };
  const keep = range.anchorMode === 'specific' && range.anchorValue !== 'now';
  const today = formatDttm(instantOf('today', now)!);
  return { ...range, anchorMode: 'specific', anchorValue: keep ? range.anchorValue : today };
}

/** The 'Actual time range' text of a server answer ('2020-01-01 ≤ col < 2020-02-01'). */
export function actualRangeText(
  result: Pick<TimeRangeApiResult, 'since' | 'until'>,
  column?: string,
): string {
  return formatActualTimeRange(result.since, result.until, column);
}

/**
 * What the trigger shows: a Last / Previous / No filter value by its name ('Last quarter'); a custom or
 * advanced value by its actual range once known (an expression is unreadable), else the value itself.
 */
export function triggerLabel(value: string, actual: string | null): string {
  const type = rangeTypeOf(value);
  if ((type === 'Custom' || type === 'Advanced') && actual) return actual;
  return value;
}
