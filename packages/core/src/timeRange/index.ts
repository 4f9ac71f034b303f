export { TimeRangeError, timeRangeMessages } from './messages.js';
export { TIME_RANGE_UNITS, type TimeRangeUnit } from './units.js';
export { TIME_RANGE_DATETIME_FORMAT, formatDttm, parseIsoDatetime } from './isoDatetime.js';
export { parseHumanDatetime } from './humanDatetime.js';
export { parseTimeDelta, type TimeDelta } from './timeDelta.js';
export { evaluateDatetimeExpression } from './expression.js';
export { holidayDate, easterSunday } from './holidays.js';
export {
  resolveTimeRange,
  type ResolvedTimeRange,
  type ResolveTimeRangeOptions,
  type RelativeAnchor,
} from './resolveTimeRange.js';
export {
  TIME_RANGE_SEPARATOR,
  NO_TIME_RANGE,
  COMMON_TIME_RANGES,
  CALENDAR_TIME_RANGES,
  buildTimeRangeString,
  splitTimeRange,
} from './rangeNames.js';
export {
  type CustomRange,
  type CustomRangeMode,
  type CustomRangeAnchorMode,
  defaultCustomRange,
  customRangeFromTimeRange,
  timeRangeFromCustomRange,
} from './customRange.js';
export {
  type TimeRangeType,
  rangeTypeOf,
  normalizeAdvancedTimeRange,
  formatActualTimeRange,
} from './rangeType.js';
export {
  timeRangeApiResultSchema,
  timeRangeRequestSchema,
  timeRangeQuerySchema,
  timeRangeResponseSchema,
  type TimeRangeApiResult,
} from './timeRangeApi.js';
