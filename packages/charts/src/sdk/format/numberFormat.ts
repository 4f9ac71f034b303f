import { format as d3Format } from 'd3-format';

/**
 * Number formats: d3-format specifiers plus the named formats Superset's saved charts use
 * (SMART_NUMBER is the adaptive default; DURATION formats read milliseconds). Formatters are cached.
 */
export const SMART_NUMBER = 'SMART_NUMBER';

export type NumberFormatter = (value: number | null | undefined) => string;

/** A currency from a metric or a control: symbol is an ISO code such as USD. */
export interface Currency {
  symbol: string;
  symbolPosition?: 'prefix' | 'suffix';
}

const cache = new Map<string, NumberFormatter>();

export function getNumberFormatter(format?: string | null, currency?: Currency | null): NumberFormatter {
  const key = `${format ?? SMART_NUMBER}|${currency?.symbol ?? ''}|${currency?.symbolPosition ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = createNumberFormatter(format || SMART_NUMBER, currency ?? null);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(format: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(format)(value);
}

function createNumberFormatter(format: string, currency: Currency | null): NumberFormatter {
  const base = format === SMART_NUMBER ? smartNumber : d3Format(format);
  const withCurrency = currency ? (value: number) => addCurrency(base(value), currency) : base;
  return (value) =>
    value === null || value === undefined || Number.isNaN(value) ? 'N/A' : withCurrency(value);
}

function smartNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  if (abs >= 1000) return d3Format('.3~s')(value).replace('G', 'B');
  if (abs >= 1) return d3Format(',.3~f')(value);
  return d3Format('.3~r')(value);
}

function addCurrency(text: string, currency: Currency): string {
  return currency.symbolPosition === 'suffix' ? `${text} ${currency.symbol}` : `${currency.symbol} ${text}`;
}
