/** A currency from a metric or a control: symbol is an ISO code such as USD. */
export interface Currency {
  symbol: string;
  symbolPosition?: 'prefix' | 'suffix';
}

/** Currency symbols by ISO code. A fixed table, not Intl, so every browser and Node build agrees. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  INR: '₹',
  IDR: 'Rp',
};

/** 'USD' → '$', 'IDR' → 'Rp'; codes without a symbol in the table are shown as the code ('CHF'). */
export function getCurrencySymbol(code: string): string {
  const upper = code.trim().toUpperCase();
  return CURRENCY_SYMBOLS[upper] ?? upper;
}

/**
 * A d3 specifier used with a currency: '$' is dropped since the currency symbol replaces the locale's
 * ('$,.2f' + EUR → '€ 12,345.43'), and a percentage type becomes fixed-point, since a percentage of money
 * makes no sense (Superset drops the '%', which turns ',.1%' into 1 significant digit: '1e+4').
 */
export function specifierForCurrency(specifier: string): string {
  return specifier.replace(/\$/g, '').replace(/%$/, 'f');
}

/**
 * The currency a chart's currency control chooses (`{symbol, symbolPosition}` as Superset saves it), or
 * null when it names none; any position but 'suffix' is a prefix.
 */
export function chartCurrency(
  value: { symbol?: string | null; symbolPosition?: string | null } | null | undefined,
): Currency | null {
  const symbol = value?.symbol;
  if (!symbol) return null;
  return { symbol, symbolPosition: value.symbolPosition === 'suffix' ? 'suffix' : 'prefix' };
}
