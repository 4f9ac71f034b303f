import type { FormatLocaleObject } from 'd3-format';

/**
 * The adaptive number format (Superset's SMART_NUMBER): 1.23M, 12.3k, 12.35, 0.1235, 12µ, 1.2n.
 * Thousands and above get an SI suffix with 3 significant digits (B, not G, for billions, as people
 * expect); 1 to 1000 get at most 2 decimals, so integers print without any; 0.001 to 1 get at most 4.
 */
export function createSmartNumberFormat(
  locale: FormatLocaleObject,
  signed = false,
): (value: number) => string {
  const si = locale.format('.3~s');
  const twoDecimals = locale.format('.2~f');
  const fourDecimals = locale.format('.4~f');
  const unsigned = (value: number): string => {
    if (value === 0) return '0';
    const abs = Math.abs(value);
    if (abs >= 1000) return si(value).replace('G', 'B');
    if (abs >= 1) return twoDecimals(value);
    if (abs >= 0.001) return fourDecimals(value);
    // d3 would print 12µ as '12.0µ' for some values; scaling first keeps 3 significant digits.
    if (abs > 0.000001) return `${si(value * 1_000_000)}µ`;
    return si(value);
  };
  return signed ? (value) => `${value > 0 ? '+' : ''}${unsigned(value)}` : unsigned;
}
