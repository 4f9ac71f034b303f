import { formatLocale, type FormatLocaleObject } from 'd3-format';

/**
 * The d3-format locales number formats use. Both print an ASCII hyphen for negatives (d3's default is
 * U+2212), so formatted values paste into spreadsheets and match what Superset charts show.
 */
export const ENGLISH_NUMBER_LOCALE: FormatLocaleObject = formatLocale({
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
});

/** d3's id-ID definition: decimal ',', thousands '.', currency 'Rp' before the number. */
export const INDONESIAN_NUMBER_LOCALE: FormatLocaleObject = formatLocale({
  decimal: ',',
  thousands: '.',
  grouping: [3],
  currency: ['Rp', ''],
  minus: '-',
});

/**
 * A number format starting with this prefix is formatted in the Indonesian locale: 'ID:,.2f' prints
 * 12345.432 as '12.345,43', 'ID:$,.2f' as 'Rp12.345,43' and 'ID:SMART_NUMBER' as '12,3k'.
 */
export const INDONESIAN_FORMAT_PREFIX = 'ID:';
