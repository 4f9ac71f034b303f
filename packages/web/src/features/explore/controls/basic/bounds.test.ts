import { describe, expect, it } from 'vitest';
import { boundsTexts, parseBound, parseBounds } from './bounds';

describe('bounds', () => {
  it('converts inputs to numbers; empty or non-numeric input becomes null', () => {
    expect(parseBound('3.5')).toBe(3.5);
    expect(parseBound('-2')).toBe(-2);
    expect(parseBound('')).toBeNull();
    expect(parseBound('abc')).toBeNull();
    expect(parseBound('1e')).toBeNull();
    expect(parseBounds('0', 'x')).toEqual([0, null]);
  });

  it('shows saved bounds (numbers, numeric text or null) as texts', () => {
    expect(boundsTexts([1, null])).toEqual(['1', '']);
    expect(boundsTexts(['2', 3])).toEqual(['2', '3']);
    expect(boundsTexts(undefined)).toEqual(['', '']);
  });
});
