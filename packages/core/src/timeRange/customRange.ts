import { formatDttm, parseIsoDatetime } from './isoDatetime.js';
import { buildTimeRangeString, splitTimeRange, TIME_RANGE_SEPARATOR } from './rangeNames.js';
import { addUnits, startOfDay, startOfSecond, type TimeRangeUnit } from './units.js';

/**
 * The Custom tab of the time range popover: each end is a specific datetime, a
 * relative amount of a unit, now, or midnight ('today'); two relative ends share an anchor.
 */
export type CustomRangeMode = 'specific' | 'relative' | 'now' | 'today';
export type CustomRangeAnchorMode = 'now' | 'specific';

export interface CustomRange {
  sinceDatetime: string;
  sinceMode: CustomRangeMode;
  sinceGrain: TimeRangeUnit;
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: CustomRangeMode;
  untilGrain: TimeRangeUnit;
  untilGrainValue: number;
  anchorMode: CustomRangeAnchorMode;
  anchorValue: string;
}

/** Start 7 days before today, end today (midnight); relative grain day. */
export function defaultCustomRange(now: Date): CustomRange {
  const today = startOfDay(now);
  return {
    sinceDatetime: formatDttm(addUnits(today, -7, 'day')),
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilDatetime: formatDttm(today),
    untilMode: 'specific',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

const FIXED_MODES: ReadonlySet<CustomRangeMode> = new Set(['specific', 'today', 'now']);

/** A specific end as text: 'now' and 'today' stay words; a datetime is written YYYY-MM-DDTHH:mm:ss. */
function endpointText(mode: CustomRangeMode, datetime: string, now: Date): string {
  if (mode !== 'specific') return mode;
  const lower = datetime.trim().toLowerCase();
  if (lower === 'now') return formatDttm(startOfSecond(now));
  if (lower === 'today') return formatDttm(startOfDay(now));
  const parsed = parseIsoDatetime(datetime);
  return parsed ? formatDttm(parsed) : datetime;
}

const dateAdd = (anchor: string, amount: number, unit: TimeRangeUnit) =>
  `DATEADD(DATETIME("${anchor}"), ${amount}, ${unit})`;

/**
 * Writes a custom range as a time range string, the way Superset's popover does: fixed ends as text,
 * a relative start as DATEADD(end, -n, unit), a relative end as DATEADD(start, n, unit), and two relative
 * ends around the anchor. `now` is only used to write a 'specific' end given as the word now/today.
 */
export function timeRangeFromCustomRange(custom: CustomRange, now: Date = new Date()): string {
  const sinceFixed = FIXED_MODES.has(custom.sinceMode);
  const untilFixed = FIXED_MODES.has(custom.untilMode);
  const since = endpointText(custom.sinceMode, custom.sinceDatetime, now);
  const until = endpointText(custom.untilMode, custom.untilDatetime, now);
  const back = -Math.abs(custom.sinceGrainValue);
  if (sinceFixed && untilFixed) return buildTimeRangeString(since, until);
  if (sinceFixed)
    return buildTimeRangeString(since, dateAdd(since, custom.untilGrainValue, custom.untilGrain));
  if (untilFixed) return buildTimeRangeString(dateAdd(until, back, custom.sinceGrain), until);
  const anchor = custom.anchorMode === 'now' ? 'now' : endpointText('specific', custom.anchorValue, now);
  return buildTimeRangeString(
    dateAdd(anchor, back, custom.sinceGrain),
    dateAdd(anchor, custom.untilGrainValue, custom.untilGrain),
  );
}

// Only ISO datetimes, TODAY or NOW, and DATEADD with a non-zero integer and a unit count.
const ISO_DATETIME = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:\d\d|Z)?`;
const DATETIME_WORD = String.raw`(?:TODAY|NOW)`;
const FIXED_END = new RegExp(String.raw`^(?:${ISO_DATETIME}|${DATETIME_WORD})$`, 'i');
const RELATIVE_END = new RegExp(
  String.raw`^DATEADD\(DATETIME\("(${ISO_DATETIME}|${DATETIME_WORD})"\),\s*([+-]?[1-9][0-9]*),\s*(YEAR|QUARTER|MONTH|WEEK|DAY|HOUR|MINUTE|SECOND)\)$`,
  'i',
);

/** 'now' / 'today' in any case become the mode of that name; anything else is a specific datetime. */
function fixedMode(text: string): CustomRangeMode {
  const lower = text.toLowerCase();
  return lower === 'now' || lower === 'today' ? lower : 'specific';
}

const datetimeValue = (text: string) => (fixedMode(text) === 'specific' ? text : text.toLowerCase());

/** One end of a custom range as the Custom tab holds it; a relative end also has its grain and amount. */
interface CustomEnd {
  mode: CustomRangeMode;
  datetime: string;
  grain?: TimeRangeUnit;
  grainValue?: number;
}

/** A fixed end as itself, a DATEADD end as relative to its anchor; null for any other form. */
function readEnd(text: string): CustomEnd | null {
  if (FIXED_END.test(text)) return { mode: fixedMode(text), datetime: datetimeValue(text) };
  const relative = RELATIVE_END.exec(text);
  if (!relative) return null;
  return {
    mode: 'relative',
    datetime: datetimeValue(relative[1]!),
    grain: relative[3]!.toLowerCase() as TimeRangeUnit,
    grainValue: Number(relative[2]),
  };
}

/**
 * Reads a time range string back into the Custom tab's fields, or null when the value is not one of
 * the custom forms (it is then an Advanced value). Fields the value does not mention keep the defaults.
 */
export function customRangeFromTimeRange(value: string, now: Date = new Date()): CustomRange | null {
  if (!value.includes(TIME_RANGE_SEPARATOR)) return null;
  const [sinceText, untilText] = splitTimeRange(value);
  const sinceEnd = readEnd(sinceText);
  const untilEnd = readEnd(untilText);
  if (!sinceEnd || !untilEnd) return null;
  const range: CustomRange = {
    ...defaultCustomRange(now),
    sinceMode: sinceEnd.mode,
    sinceDatetime: sinceEnd.datetime,
    untilMode: untilEnd.mode,
    untilDatetime: untilEnd.datetime,
  };
  const sinceRelative = sinceEnd.mode === 'relative';
  const untilRelative = untilEnd.mode === 'relative';
  if (!sinceRelative && !untilRelative) return range;

  // A relative end counts from the other end, or both from one anchor: both must name the same datetime.
  if (sinceEnd.datetime.toLowerCase() !== untilEnd.datetime.toLowerCase()) return null;
  const anchor = sinceRelative ? sinceEnd.datetime : untilEnd.datetime;
  range.sinceDatetime = anchor;
  range.untilDatetime = anchor;
  if (sinceRelative) {
    range.sinceGrain = sinceEnd.grain!;
    range.sinceGrainValue = sinceEnd.grainValue!;
  }
  if (untilRelative) {
    range.untilGrain = untilEnd.grain!;
    range.untilGrainValue = untilEnd.grainValue!;
  }
  if (sinceRelative && untilRelative) {
    range.anchorValue = anchor;
    range.anchorMode = anchor === 'now' ? 'now' : 'specific';
  }
  return range;
}
