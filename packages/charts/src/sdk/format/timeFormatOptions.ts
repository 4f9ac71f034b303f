import { getTimeFormatter, SMART_DATE, type TimeFormatter } from './timeFormat.js';

/** The instant each option's label previews (a Monday, so week-based formats show something). */
export const TIME_FORMAT_PREVIEW_VALUE = Date.UTC(2019, 0, 14, 1, 32, 10);

export const D3_TIME_FORMAT_DOCS = 'D3 time format syntax: https://github.com/d3/d3-time-format';

const TIME_FORMATS = [
  '%Y-%m-%d',
  '%Y-%m-%d %H:%M:%S',
  '%Y-%m-%d %H:%M',
  '%m/%d/%Y',
  '%d/%m/%Y',
  '%Y/%m/%d',
  '%d.%m.%Y',
  '%d-%m-%Y %H:%M:%S',
  '%H:%M:%S',
  '%H:%M',
  '%b %d, %Y',
  '%B %Y',
  '%Y',
];

/** What a time format select offers: adaptive first, then d3 specifiers labelled with a preview. */
export const D3_TIME_FORMAT_OPTIONS: [string, string][] = [
  [SMART_DATE, 'Adaptive formatting'],
  ...TIME_FORMATS.map((format): [string, string] => [
    format,
    `${format} | ${getTimeFormatter(format)(TIME_FORMAT_PREVIEW_VALUE)}`,
  ]),
];

const SECONDS = '%Y-%m-%d %H:%M:%S';
const MINUTES = '%Y-%m-%d %H:%M';
const HOURS = '%Y-%m-%d %H:00';
const DAYS = '%Y-%m-%d';

/** A format that shows exactly the precision of each time grain (core's TIME_GRAINS ids). */
const GRAIN_FORMATS: Readonly<Record<string, string>> = {
  PT1S: SECONDS,
  PT5S: SECONDS,
  PT30S: SECONDS,
  PT1M: MINUTES,
  PT5M: MINUTES,
  PT10M: MINUTES,
  PT15M: MINUTES,
  PT30M: MINUTES,
  PT1H: HOURS,
  PT6H: HOURS,
  P1D: DAYS,
  P1W: DAYS,
  '1969-12-28T00:00:00Z/P1W': DAYS,
  '1969-12-29T00:00:00Z/P1W': DAYS,
  'P1W/1970-01-03T00:00:00Z': DAYS,
  'P1W/1970-01-04T00:00:00Z': DAYS,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
};

/** The d3 format for a time grain ('P1M' → '%b %Y'); smart_date when there is no grain or it is unknown. */
export function getTimeFormatForGrain(grain?: string | null): string {
  return (grain && GRAIN_FORMATS[grain]) || SMART_DATE;
}

/** A formatter for values truncated to a time grain, e.g. tooltips of a monthly series ('Mar 2024'). */
export function getTimeFormatterForGrain(grain?: string | null): TimeFormatter {
  return getTimeFormatter(getTimeFormatForGrain(grain));
}
