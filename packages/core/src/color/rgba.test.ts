import { describe, expect, it } from 'vitest';
import { FIXED_COLOR_DEFAULT, rgbaToString, rgbToHex } from './rgba.js';

describe('FIXED_COLOR_DEFAULT', () => {
  it('is r0 g122 b135 a1 and cannot be mutated', () => {
    expect(FIXED_COLOR_DEFAULT).toEqual({ r: 0, g: 122, b: 135, a: 1 });
    expect(Object.isFrozen(FIXED_COLOR_DEFAULT)).toBe(true);
  });
});

describe('rgbaToString', () => {
  it("prints 'rgba(r,g,b,a)'", () => {
    expect(rgbaToString(FIXED_COLOR_DEFAULT)).toBe('rgba(0,122,135,1)');
    expect(rgbaToString({ r: 255, g: 0, b: 10, a: 0.25 })).toBe('rgba(255,0,10,0.25)');
  });

  it('treats a missing alpha as opaque', () => {
    expect(rgbaToString({ r: 1, g: 2, b: 3 })).toBe('rgba(1,2,3,1)');
  });
});

describe('rgbToHex', () => {
  it('prints upper-case #RRGGBB, rounding and clamping channels', () => {
    expect(rgbToHex({ r: 0, g: 122, b: 135 })).toBe('#007A87');
    expect(rgbToHex({ r: 254.6, g: -3, b: 300 })).toBe('#FF00FF');
  });
});
