import { customRangeFromTimeRange } from './customRange.js';
import {
  CALENDAR_TIME_RANGES,
  COMMON_TIME_RANGES,
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  buildTimeRangeString,
} from './rangeNames.js';

/** The popover tab a value belongs to; Common is shown as 'Last', Calendar as 'Previous'. */
export type TimeRangeType = 'Common' | 'Calendar' | 'No filter' | 'Custom' | 'Advanced';

const COMMON: ReadonlySet<string> = new Set(COMMON_TIME_RANGES);
const CALENDAR: ReadonlySet<string> = new Set(CALENDAR_TIME_RANGES);

/** Last value → Common, calendar value → Calendar, 'No filter', a custom form → Custom, else Advanced. */
export function rangeTypeOf(value: string): TimeRangeType {
  if (COMMON.has(value)) return 'Common';
  if (CALENDAR.has(value)) return 'Calendar';
  if (value === NO_TIME_RANGE) return 'No filter';
  if (customRangeFromTimeRange(value)) return 'Custom';
  return 'Advanced';
}

/**
 * The Advanced tab's value: a value with a separator stays; 'Last ...' gets a missing end
 * ('Last 5 days : '), 'Next ...' a missing start (' : Next 3 weeks'); anything else becomes ' : '.
 */
export function normalizeAdvancedTimeRange(value: string): string {
  if (value.includes(TIME_RANGE_SEPARATOR)) return value;
  if (value.startsWith('Last')) return buildTimeRangeString(value, '');
  if (value.startsWith('Next')) return buildTimeRangeString('', value);
  return TIME_RANGE_SEPARATOR;
}

/**
 * The 'Actual time range' preview from the server's since/until ('YYYY-MM-DDTHH:mm:ss' or ''):
 * '2020-01-01 ≤ col < 2020-02-01', with midnight times dropped and ∞ for open sides.
 */
export function formatActualTimeRange(since: string, until: string, columnPlaceholder = 'col'): string {
  const start = since.replace('T00:00:00', '') || '-∞';
  const end = until.replace('T00:00:00', '') || '∞';
  return `${start} ≤ ${columnPlaceholder} < ${end}`;
}
