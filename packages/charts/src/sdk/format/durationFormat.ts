/**
 * Duration formats for values in milliseconds, in the style of Superset's (which uses pretty-ms):
 * DURATION '1d 2h 3m 4s' (under a second: '500ms'; seconds keep one decimal: '1.3s'), DURATION_SUB keeps
 * the sub-second part as milliseconds ('1s 500ms', '1.5ms'), DURATION_COL uses colon notation ('1:02:03',
 * '0:10.5'). Negative durations get a leading '-'.
 */
export const DURATION = 'DURATION';
export const DURATION_SUB = 'DURATION_SUB';
export const DURATION_COL = 'DURATION_COL';

export type DurationFormat = typeof DURATION | typeof DURATION_SUB | typeof DURATION_COL;

export const DURATION_FORMATS: readonly DurationFormat[] = [DURATION, DURATION_SUB, DURATION_COL];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function isDurationFormat(format: string): format is DurationFormat {
  return (DURATION_FORMATS as readonly string[]).includes(format);
}

export function formatDuration(milliseconds: number, format: DurationFormat = DURATION): string {
  if (milliseconds < 0) return `-${formatDuration(-milliseconds, format)}`;
  // Nanosecond precision is plenty and removes float noise such as 1.4000000000000001.
  const ms = Math.round(milliseconds * 1e6) / 1e6;
  if (format === DURATION_COL) return colonNotation(ms);
  if (format === DURATION_SUB) return withSubSeconds(ms);
  return short(ms);
}

interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  /** Whole seconds. */
  seconds: number;
  /** What is left below a second, with its decimals. */
  millis: number;
}

function split(ms: number): DurationParts {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  const millis = Math.round((ms % SECOND) * 1e6) / 1e6;
  return { days, hours, minutes, seconds, millis };
}

function unitParts({ days, hours, minutes }: DurationParts): string[] {
  const years = Math.trunc(days / 365);
  const values: [number, string][] = [
    [years, 'y'],
    [days % 365, 'd'],
    [hours, 'h'],
    [minutes, 'm'],
  ];
  return values.filter(([value]) => value !== 0).map(([value, unit]) => `${value}${unit}`);
}

/** Seconds of the minute with one decimal, floored so 59.96s never shows as 60s. */
function secondsWithOneDecimal(ms: number): string {
  const seconds = (ms / SECOND) % 60;
  return (Math.floor(seconds * 10 + 1e-7) / 10).toFixed(1).replace(/\.0$/, '');
}

function short(ms: number): string {
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  const parts = unitParts(split(ms));
  const seconds = secondsWithOneDecimal(ms);
  if (seconds !== '0') parts.push(`${seconds}s`);
  return parts.join(' ');
}

function withSubSeconds(ms: number): string {
  const parts = split(ms);
  const texts = unitParts(parts);
  if (parts.seconds !== 0) texts.push(`${parts.seconds}s`);
  if (parts.millis !== 0) texts.push(`${parts.millis}ms`);
  return texts.length ? texts.join(' ') : '0ms';
}

function colonNotation(ms: number): string {
  const { days, hours, minutes } = split(ms);
  const leading = [days, hours].filter(
    (value, index, all) => value !== 0 || all.slice(0, index).some(Boolean),
  );
  const seconds = secondsWithOneDecimal(ms);
  const wholeSeconds = seconds.split('.')[0] ?? seconds;
  const paddedSeconds = wholeSeconds.length < 2 ? `0${seconds}` : seconds;
  const fields = [...leading.map(String), String(minutes)];
  const [first = '0', ...rest] = fields;
  return [first, ...rest.map((field) => field.padStart(2, '0')), paddedSeconds].join(':');
}
