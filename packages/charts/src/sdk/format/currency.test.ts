import { describe, expect, it } from 'vitest';
import { chartCurrency, getCurrencySymbol, specifierForCurrency } from './currency.js';

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

describe('chartCurrency', () => {
  it('reads the currency control: none without a symbol, and any position but suffix is a prefix', () => {
    expect(chartCurrency({ symbol: 'EUR', symbolPosition: 'suffix' })).toEqual({
      symbol: 'EUR',
      symbolPosition: 'suffix',
    });
    expect(chartCurrency({ symbol: 'USD' })).toEqual({ symbol: 'USD', symbolPosition: 'prefix' });
    expect(chartCurrency({ symbol: 'USD', symbolPosition: 'middle' })?.symbolPosition).toBe('prefix');
    expect([chartCurrency({}), chartCurrency({ symbol: '' }), chartCurrency(null)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
