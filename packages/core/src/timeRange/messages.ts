/**
 * User-visible texts of the time-range grammar, kept in one place for translation. Where Superset has a
 * text for the same condition we use it word for word (date_parser.py / chart exceptions).
 */
export const timeRangeMessages = {
  fromAfterTo: 'From date cannot be larger than to date',
  unparseableRange: (value: string) => `Unable to parse time range [${value}]`,
  unparseableExpression: (expression: string, detail: string) =>
    `Unable to parse time range [${expression}]: ${detail}`,
  unparseableTimeString: (text: string) => `Cannot parse time string [${text}]`,
  ambiguousTimeString: (text: string) =>
    `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
  ambiguousTimeDelta: (text: string) =>
    `Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`,
  unknownHoliday: (name: string) => `Unable to find such a holiday: [${name}]`,
  unknownHolidayCountry: (country: string) => `Holidays are not known for the country [${country}]`,
} as const;

/** Thrown for any time range, expression or time shift that cannot be resolved; `message` is for users. */
export class TimeRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeRangeError';
  }
}
