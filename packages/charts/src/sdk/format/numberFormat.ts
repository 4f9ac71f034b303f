import type { FormatLocaleObject } from 'd3-format';
import { getCurrencySymbol, specifierForCurrency, type Currency } from './currency.js';
import { formatDuration, isDurationFormat } from './durationFormat.js';
import {
  ENGLISH_NUMBER_LOCALE,
  INDONESIAN_FORMAT_PREFIX,
  INDONESIAN_NUMBER_LOCALE,
} from './numberLocales.js';
import { createSmartNumberFormat } from './smartNumber.js';

/**
 * Number formats: d3-format specifiers plus the named formats Superset's saved charts use. SMART_NUMBER
 * is the adaptive default; DURATION, DURATION_SUB and DURATION_COL read milliseconds; a format starting
 * with 'ID:' uses the Indonesian locale. Formatters are cached by format and currency.
 */
export const SMART_NUMBER = 'SMART_NUMBER';
export const SMART_NUMBER_SIGNED = 'SMART_NUMBER_SIGNED';

/** What a formatter prints for null, undefined, NaN and empty strings. */
export const NULL_NUMBER_TEXT = 'N/A';

/** Numbers may arrive as strings (DECIMAL columns); non-numeric strings are printed unchanged. */
export type NumberFormatter = (value: number | string | null | undefined) => string;

export type { Currency };

/**
 * Specifiers that legacy Superset charts saved but d3 rejects or reads differently; Superset's front end
 * registers the same replacements, so those charts look the same here.
 */
export const LEGACY_NUMBER_FORMATS: Readonly<Record<string, string>> = {
  ',0': ',.4~f',
  null: ',.4~f',
  '%': '.0%',
  ',#': ',.4~f',
  '$,.2': '$,.2f',
  '0': ',.4~f',
  '.1%f': '.1%',
  '.2%f': '.2%',
};

const cache = new Map<string, NumberFormatter>();

export function getNumberFormatter(format?: string | null, currency?: Currency | null): NumberFormatter {
  const usable = currency?.symbol ? currency : null;
  const key = `${format || SMART_NUMBER}|${usable?.symbol ?? ''}|${usable?.symbolPosition ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = createNumberFormatter(format || SMART_NUMBER, usable);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(
  format: string | null | undefined,
  value: number | string | null | undefined,
  currency?: Currency | null,
): string {
  return getNumberFormatter(format, currency)(value);
}

/** For Explore's free-form format inputs: false when the text is neither a named format nor valid d3. */
export function isValidNumberFormat(format: string | null | undefined): boolean {
  return !format || resolveFormat(format) !== null;
}

/** The number a formatter sees: null for missing values, the raw text for non-numeric strings. */
export function toFormattableNumber(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    const parsed = Number(text);
    return Number.isNaN(parsed) ? value : parsed;
  }
  return String(value);
}

function createNumberFormatter(format: string, currency: Currency | null): NumberFormatter {
  const specifier = LEGACY_NUMBER_FORMATS[format] ?? format;
  const resolved = resolveFormat(currency ? specifierForCurrency(specifier) : specifier);
  // An invalid specifier must not break rendering; Explore flags it with isValidNumberFormat.
  const base = resolved ?? String;
  const withCurrency = currency && resolved ? (value: number) => addCurrency(base(value), currency) : base;
  return (value) => {
    const number = toFormattableNumber(value);
    if (number === null) return NULL_NUMBER_TEXT;
    if (typeof number === 'string') return number;
    if (number === Infinity) return '∞';
    if (number === -Infinity) return '-∞';
    return withCurrency(number);
  };
}

/** The function for a format, or null when the format is invalid. */
function resolveFormat(format: string): ((value: number) => string) | null {
  const specifier = LEGACY_NUMBER_FORMATS[format] ?? format;
  if (isDurationFormat(specifier)) return (value) => formatDuration(value, specifier);
  if (specifier.startsWith(INDONESIAN_FORMAT_PREFIX))
    return resolveInLocale(specifier.slice(INDONESIAN_FORMAT_PREFIX.length), INDONESIAN_NUMBER_LOCALE);
  return resolveInLocale(specifier, ENGLISH_NUMBER_LOCALE);
}

function resolveInLocale(specifier: string, locale: FormatLocaleObject): ((value: number) => string) | null {
  if (specifier === SMART_NUMBER) return createSmartNumberFormat(locale);
  if (specifier === SMART_NUMBER_SIGNED) return createSmartNumberFormat(locale, true);
  try {
    return locale.format(specifier);
  } catch {
    return null;
  }
}

/** Superset's placement: '$ 1.23k' (prefix, the default here) or '1.23k €' (suffix), one space between. */
function addCurrency(text: string, currency: Currency): string {
  const symbol = getCurrencySymbol(currency.symbol);
  return currency.symbolPosition === 'suffix' ? `${text} ${symbol}` : `${symbol} ${text}`;
}
