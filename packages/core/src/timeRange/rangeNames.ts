/** The names and constants of time range values. */

export const TIME_RANGE_SEPARATOR = ' : ';
export const NO_TIME_RANGE = 'No filter';

/** The 'Last' choices (range type Common). */
export const COMMON_TIME_RANGES = [
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
] as const;
/** The 'Previous' choices (range type Calendar). */
export const CALENDAR_TIME_RANGES = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
] as const;

export const buildTimeRangeString = (since: string, until: string): string =>
  `${since}${TIME_RANGE_SEPARATOR}${until}`;

/** The Advanced tab's two inputs: [start, end] of a value (empty strings for missing sides). */
export function splitTimeRange(value: string): [string, string] {
  const at = value.indexOf(TIME_RANGE_SEPARATOR);
  if (at < 0) return [value.trim(), ''];
  return [value.slice(0, at).trim(), value.slice(at + TIME_RANGE_SEPARATOR.length).trim()];
}
