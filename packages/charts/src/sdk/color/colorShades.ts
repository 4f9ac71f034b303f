import { getContrastingTextColor, isValidColor, parseColor, rgbaToString, rgbToHex } from '@sightline/core';

/**
 * Lighter shades of a hierarchy's top-level color for the levels below it (treemap and sunburst):
 * siblings stay apart while every descendant still reads as its top-level category's color.
 */

/** `color` mixed with white: 0 keeps it, 1 gives white. Text that is not a color is returned as it is. */
export function tint(color: string, amount: number): string {
  if (!isValidColor(color)) return color;
  const { r, g, b } = parseColor(color);
  const mix = Math.min(1, Math.max(0, amount));
  return rgbToHex({ r: r + (255 - r) * mix, g: g + (255 - g) * mix, b: b + (255 - b) * mix });
}

/** The shade of the `index`-th of `count` siblings one level below `parentColor`. */
export function siblingShade(parentColor: string, index: number, count: number): string {
  // At most 45% lighter: past that, shades of light colors wash out into the white borders.
  return tint(parentColor, count > 1 ? 0.1 + (0.35 * index) / (count - 1) : 0.15);
}

/**
 * Label text that reads well on `background` (drawn over the white chart): near-black or white, dark
 * grey for text that is not a color.
 */
export function labelColorOn(background: string): string {
  if (!isValidColor(background)) return '#333333';
  const { r, g, b, a } = parseColor(background);
  const seen = rgbToHex({ r: r * a + 255 * (1 - a), g: g * a + 255 * (1 - a), b: b * a + 255 * (1 - a) });
  return getContrastingTextColor(seen) === '#000000' ? '#1F1F1F' : '#FFFFFF';
}

/** `color` at the given opacity as an rgba() text (ECharts ignores opacity on some hierarchy nodes). */
export function withOpacity(color: string, opacity: number): string {
  return isValidColor(color) ? rgbaToString({ ...parseColor(color), a: opacity }) : color;
}
