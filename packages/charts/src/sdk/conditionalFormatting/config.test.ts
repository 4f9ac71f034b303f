import { describe, expect, it } from 'vitest';
import {
  COMPARATOR_CHOICES,
  COMPARATORS,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
  isRangeComparator,
  MULTIPLE_VALUE_COMPARATORS,
} from './config.js';

describe('conditional formatting constants', () => {
  it('offers the operators None, >, <, ≥, ≤, =, ≠ and four ranges', () => {
    expect(COMPARATORS).toEqual(['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤']);
    expect(MULTIPLE_VALUE_COMPARATORS).toEqual(['< x <', '≤ x ≤', '≤ x <', '< x ≤']);
    expect(COMPARATOR_CHOICES[0]).toEqual(['None', 'None']);
    expect(isRangeComparator('≤ x <')).toBe(true);
    expect(isRangeComparator('≤')).toBe(false);
    expect(isRangeComparator(undefined)).toBe(false);
  });

  it('offers the color schemes green, yellow, red', () => {
    expect(CONDITIONAL_FORMATTING_COLOR_SCHEMES.map((scheme) => scheme.label)).toEqual([
      'green',
      'yellow',
      'red',
    ]);
  });
});
