import type { CustomRangeMode, TimeRangeType, TimeRangeUnit } from '@sightline/core';

/** Texts of the time range control and its popover, kept together for translation. */
export const dateFilterMessages = {
  popoverTitle: 'Edit time range',
  rangeType: 'Range type',
  rangeTypes: {
    Common: 'Last',
    Calendar: 'Previous',
    Custom: 'Custom',
    Advanced: 'Advanced',
    'No filter': 'No filter',
  } satisfies Record<TimeRangeType, string>,
  commonHeading: 'Range ending today',
  calendarHeading: 'Whole calendar period before the current one',
  customHeading: 'Custom time range',
  advancedHeading: 'Time range from expressions',
  start: 'START (INCLUSIVE)',
  end: 'END (EXCLUSIVE)',
  startHelp: 'The start is included in the time range',
  endHelp: 'The end is not included in the time range',
  modes: {
    specific: 'Specific Date/Time',
    relative: 'Relative Date/Time',
    now: 'Now',
    today: 'Midnight',
  } satisfies Record<CustomRangeMode, string>,
  unitsPlural: {
    second: 'Seconds',
    minute: 'Minutes',
    hour: 'Hours',
    day: 'Days',
    week: 'Weeks',
    month: 'Months',
    quarter: 'Quarters',
    year: 'Years',
  } satisfies Record<TimeRangeUnit, string>,
  before: 'Before',
  after: 'After',
  quantity: 'Quantity',
  unit: 'Unit',
  anchorTo: 'Anchor to',
  anchorNow: 'NOW',
  anchorSpecific: 'Date/Time',
  datetimePlaceholder: 'Select date and time',
  advancedHelpTitle: 'Functions you can use',
  advancedHelp: [
    'DATETIME("text"): a date or datetime ("2020-01-01T00:00:00"), "now", "today", or a phrase such as "7 days ago" or "last week".',
    'DATEADD(expression, number, unit): moves the date by a whole number of units (second, minute, hour, day, week, month, quarter, year); negative numbers go back.',
    'DATETRUNC(expression, unit): the start of the unit that holds the date (weeks start on Monday).',
    'LASTDAY(expression, unit): the last day of the year, quarter, month or week that holds the date.',
    'HOLIDAY("name", year, "country"): the date of a public holiday; year and country are optional.',
    'Leave a side empty for an open range.',
  ],
  actualTimeRange: 'Actual time range',
  cancel: 'CANCEL',
  apply: 'APPLY',
  defaultValueRequired: 'Default value is required',
} as const;

/** 'Days Before' / 'Days After': a relative start counts back from its anchor, a relative end forward. */
export function relativeUnitLabel(unit: TimeRangeUnit, end: 'since' | 'until'): string {
  const direction = end === 'since' ? dateFilterMessages.before : dateFilterMessages.after;
  return `${dateFilterMessages.unitsPlural[unit]} ${direction}`;
}
