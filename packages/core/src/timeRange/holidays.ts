import { TimeRangeError, timeRangeMessages } from './messages.js';

/**
 * HOLIDAY("name"[, year][, "country"]): the date of a public holiday. Names follow the `holidays` package
 * Superset uses (US by default) and are matched by case-insensitive prefix, so "christmas" finds
 * "Christmas Day". Easter-based days are computed for every year.
 */

type HolidayRule = { name: string; date: (year: number) => Date | null };

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The n-th (1-based) weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return utc(year, month, 1 + offset + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return utc(year, month, last.getUTCDate() - back);
}

/** Gregorian Easter Sunday (the anonymous Gregorian computus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

const daysAfterEaster = (year: number, days: number) => {
  const easter = easterSunday(year);
  return new Date(easter.getTime() + days * 86_400_000);
};

const fixed = (name: string, month: number, day: number, since = 0): HolidayRule => ({
  name,
  date: (year) => (year >= since ? utc(year, month, day) : null),
});

const EASTER_RULES: HolidayRule[] = [
  { name: 'Good Friday', date: (year) => daysAfterEaster(year, -2) },
  { name: 'Easter Sunday', date: (year) => daysAfterEaster(year, 0) },
  { name: 'Easter Monday', date: (year) => daysAfterEaster(year, 1) },
];

const US: HolidayRule[] = [
  fixed("New Year's Day", 1, 1),
  { name: 'Martin Luther King Jr. Day', date: (y) => (y >= 1986 ? nthWeekday(y, 1, 1, 3) : null) },
  { name: "Washington's Birthday", date: (y) => nthWeekday(y, 2, 1, 3) },
  { name: 'Easter Sunday', date: (y) => easterSunday(y) },
  { name: 'Memorial Day', date: (y) => nthWeekday(y, 5, 1, -1) },
  fixed('Juneteenth National Independence Day', 6, 19, 2021),
  fixed('Independence Day', 7, 4),
  { name: 'Labor Day', date: (y) => nthWeekday(y, 9, 1, 1) },
  { name: 'Columbus Day', date: (y) => nthWeekday(y, 10, 1, 2) },
  fixed('Veterans Day', 11, 11),
  { name: 'Thanksgiving Day', date: (y) => nthWeekday(y, 11, 4, 4) },
  fixed('Christmas Day', 12, 25),
];

const GB: HolidayRule[] = [
  fixed("New Year's Day", 1, 1),
  ...EASTER_RULES,
  { name: 'May Day', date: (y) => nthWeekday(y, 5, 1, 1) },
  { name: 'Spring Bank Holiday', date: (y) => nthWeekday(y, 5, 1, -1) },
  { name: 'Late Summer Bank Holiday', date: (y) => nthWeekday(y, 8, 1, -1) },
  fixed('Christmas Day', 12, 25),
  fixed('Boxing Day', 12, 26),
];

const COUNTRIES: Record<string, HolidayRule[]> = { US, GB, UK: GB };

/** The date (midnight UTC) of the first holiday of the year whose name starts with `name`. */
export function holidayDate(name: string, year: number, country = 'US'): Date {
  const rules = COUNTRIES[country.toUpperCase()];
  if (!rules) throw new TimeRangeError(timeRangeMessages.unknownHolidayCountry(country));
  const wanted = name.trim().toLowerCase();
  const matches = rules
    .filter((rule) => wanted.length > 0 && rule.name.toLowerCase().startsWith(wanted))
    .map((rule) => rule.date(year))
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = matches[0];
  if (!first) throw new TimeRangeError(timeRangeMessages.unknownHoliday(name));
  return first;
}
