import { describe, expect, it } from 'vitest';
import { isValidNumberFormat, SMART_NUMBER } from './numberFormat.js';
import { D3_FORMAT_DOCS, D3_FORMAT_OPTIONS, D3_PERCENT_FORMAT_OPTIONS } from './numberFormatOptions.js';

describe('D3_FORMAT_OPTIONS', () => {
  const byValue = new Map(D3_FORMAT_OPTIONS);

  it('offers the adaptive format first', () => {
    expect(D3_FORMAT_OPTIONS[0]).toEqual([SMART_NUMBER, 'Adaptive formatting']);
  });

  it('labels d3 specifiers with a preview of 12345.432', () => {
    expect(byValue.get(',d')).toBe(',d (12345.432 => 12,345)');
    expect(byValue.get('.3s')).toBe('.3s (12345.432 => 12.3k)');
    expect(byValue.get(',.1%')).toBe(',.1% (12345.432 => 1,234,543.2%)');
    expect(byValue.get('$,.2f')).toBe('$,.2f (12345.432 => $12,345.43)');
  });

  it('includes the duration formats', () => {
    expect(byValue.get('DURATION')).toBe('Duration in ms (66000 => 1m 6s)');
    expect(byValue.get('DURATION_SUB')).toBe('Duration in ms (1.40008 => 1.40008ms)');
    expect(byValue.get('DURATION_COL')).toBe('Duration in ms (10500 => 0:10.5)');
  });

  it('includes Indonesian formats', () => {
    expect(byValue.get('ID:,.2f')).toBe('ID:,.2f (12345.432 => 12.345,43)');
    expect(byValue.get('ID:$,.2f')).toBe('ID:$,.2f (12345.432 => Rp12.345,43)');
    expect(byValue.get('ID:SMART_NUMBER')).toBe('Adaptive formatting, Indonesian (12345.432 => 12,3k)');
  });

  it('offers only valid, distinct formats', () => {
    const values = D3_FORMAT_OPTIONS.map(([value]) => value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => !isValidNumberFormat(value))).toEqual([]);
  });

  it('has percent-only options and a help text naming the d3 docs', () => {
    expect(D3_PERCENT_FORMAT_OPTIONS.map(([value]) => value)).toEqual([',.1%', '.2%', '.3%', 'ID:,.1%']);
    expect(D3_FORMAT_DOCS).toContain('https://github.com/d3/d3-format');
  });
});
