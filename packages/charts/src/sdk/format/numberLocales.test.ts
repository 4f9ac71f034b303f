import { describe, expect, it } from 'vitest';
import {
  ENGLISH_NUMBER_LOCALE,
  INDONESIAN_FORMAT_PREFIX,
  INDONESIAN_NUMBER_LOCALE,
} from './numberLocales.js';

describe('number locales', () => {
  it('English: decimal point, comma thousands, $ and an ASCII minus', () => {
    expect(ENGLISH_NUMBER_LOCALE.format('$,.2f')(-1234567.891)).toBe('-$1,234,567.89');
  });

  it("Indonesian: decimal ',', thousands '.', currency 'Rp' and an ASCII minus", () => {
    expect(INDONESIAN_NUMBER_LOCALE.format('$,.2f')(-1234567.891)).toBe('-Rp1.234.567,89');
    expect(INDONESIAN_FORMAT_PREFIX).toBe('ID:');
  });
});
