import { describe, expect, it } from 'vitest';
import { validateInteger, validateNonEmpty, validateNumber } from './validators.js';

describe('generic validators', () => {
  it('checks integers', () => {
    expect(validateInteger('12')).toBe(false);
    expect(validateInteger(-3)).toBe(false);
    expect(validateInteger('1.5')).toBe('is expected to be an integer');
    expect(validateInteger('abc')).toBe('is expected to be an integer');
  });

  it('checks numbers, rejecting non-finite strings', () => {
    expect(validateNumber('1.5')).toBe(false);
    expect(validateNumber('1e3')).toBe(false);
    expect(validateNumber('Infinity')).toBe('is expected to be a number');
    expect(validateNumber('12px')).toBe('is expected to be a number');
  });

  it('checks emptiness: null, empty string, empty list', () => {
    expect(validateNonEmpty(null)).toBe('cannot be empty');
    expect(validateNonEmpty('')).toBe('cannot be empty');
    expect(validateNonEmpty([])).toBe('cannot be empty');
    expect(validateNonEmpty(0)).toBe(false);
    expect(validateNonEmpty(['a'])).toBe(false);
  });

  it('skips the type checks for empty values', () => {
    expect(validateInteger('')).toBe(false);
    expect(validateNumber(null)).toBe(false);
  });
});
