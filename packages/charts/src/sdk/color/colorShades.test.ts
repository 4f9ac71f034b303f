import { describe, expect, it } from 'vitest';
import { labelColorOn, siblingShade, tint, withOpacity } from './colorShades.js';

describe('hierarchy color shades', () => {
  it('lightens toward white and leaves what is not a color alone', () => {
    expect(tint('#1F77B4', 0)).toBe('#1F77B4');
    expect(tint('#1F77B4', 1)).toBe('#FFFFFF');
    expect(tint('#000', 0.5)).toBe('#808080');
    expect(tint('steelblue', 0.5)).toBe('steelblue');
  });

  it('spreads sibling shades from 10% to 45% lighter', () => {
    expect(siblingShade('#000000', 0, 3)).toBe(tint('#000000', 0.1));
    expect(siblingShade('#000000', 2, 3)).toBe(tint('#000000', 0.45));
    expect(siblingShade('#000000', 0, 1)).toBe(tint('#000000', 0.15));
  });

  it('picks readable label colors, also on translucent fills', () => {
    expect(labelColorOn('#1F1F1F')).toBe('#FFFFFF');
    expect(labelColorOn('#FFBB78')).toBe('#1F1F1F');
    expect(labelColorOn(withOpacity('#08306B', 0.3))).toBe('#1F1F1F');
    expect(withOpacity('#08306B', 0.3)).toBe('rgba(8,48,107,0.3)');
    expect(labelColorOn('not a color')).toBe('#333333');
  });
});
