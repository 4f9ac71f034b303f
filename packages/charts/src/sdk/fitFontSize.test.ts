import { describe, expect, it } from 'vitest';
import { fitFontSize } from './fitFontSize.js';

describe('fitFontSize', () => {
  it('takes its share of the height when the text fits the width', () => {
    expect(fitFontSize('42', 0.4, 300, 800)).toBe(120);
  });

  it('shrinks a long text to the width, but not below the minimum', () => {
    // (216 - 16) / (20 chars × 0.6 em) = 16.67 → 16
    expect(fitFontSize('x'.repeat(20), 0.4, 300, 216)).toBe(16);
    expect(fitFontSize('x'.repeat(200), 0.4, 300, 216)).toBe(10);
    expect(fitFontSize('x'.repeat(200), 0.4, 300, 216, 4)).toBe(4);
  });
});
