import { describe, expect, it } from 'vitest';
import { getCurrencySymbol, specifierForCurrency } from './currency.js';

describe('getCurrencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['INR', '₹'],
    ['IDR', 'Rp'],
    ['usd', '$'],
    ['CHF', 'CHF'],
    ['BRL', 'BRL'],
  ])('%s → %s', (code, symbol) => {
    expect(getCurrencySymbol(code)).toBe(symbol);
  });
});

describe('specifierForCurrency', () => {
  it("drops '$' so the currency symbol is not doubled, and turns percentages into fixed-point", () => {
    expect(specifierForCurrency('$,.2f')).toBe(',.2f');
    expect(specifierForCurrency(',.1%')).toBe(',.1f');
    expect(specifierForCurrency('ID:$,.0%')).toBe('ID:,.0f');
    expect(specifierForCurrency('ID:$,d')).toBe('ID:,d');
    expect(specifierForCurrency('SMART_NUMBER')).toBe('SMART_NUMBER');
  });
});
