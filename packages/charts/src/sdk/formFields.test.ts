import { describe, expect, it } from 'vitest';
import { boundsSchema, currencyFormatSchema, numberishSchema, optionalNumberSchema } from './formFields.js';

describe('form fields', () => {
  it('reads numbers saved as text', () => {
    expect([
      numberishSchema.parse(100),
      numberishSchema.parse('100'),
      numberishSchema.parse(' 2.5 '),
    ]).toEqual([100, 100, 2.5]);
    expect(numberishSchema.safeParse('abc').success).toBe(false);
  });

  it('treats empty text and null as an unset optional number', () => {
    expect([
      optionalNumberSchema.parse(''),
      optionalNumberSchema.parse(null),
      optionalNumberSchema.parse('7'),
    ]).toEqual([null, null, 7]);
  });

  it('keeps the currency control value and open bounds', () => {
    expect(currencyFormatSchema.parse({ symbol: 'EUR', symbolPosition: 'suffix' })).toEqual({
      symbol: 'EUR',
      symbolPosition: 'suffix',
    });
    expect([currencyFormatSchema.parse({}), currencyFormatSchema.parse(null)]).toEqual([{}, null]);
    expect(boundsSchema.parse(undefined)).toEqual([null, null]);
    expect(boundsSchema.parse([0, '10'])).toEqual([0, '10']);
  });
});
