/** A color as numbers: r, g, b in [0, 255] (integers), a (alpha) in [0, 1]. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The fixed color control's default, r0 g122 b135 a1. */
export const FIXED_COLOR_DEFAULT: Readonly<RgbaColor> = Object.freeze({ r: 0, g: 122, b: 135, a: 1 });

/** `{r: 0, g: 122, b: 135, a: 1}` → 'rgba(0,122,135,1)'; a missing alpha is 1. */
export function rgbaToString({ r, g, b, a = 1 }: Omit<RgbaColor, 'a'> & { a?: number }): string {
  return `rgba(${r},${g},${b},${a})`;
}

/** '#RRGGBB' (upper case); alpha is ignored (see addOpacity for an 8-digit hex). */
export function rgbToHex({ r, g, b }: Pick<RgbaColor, 'r' | 'g' | 'b'>): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

export function hexByte(value: number): string {
  const clamped = Math.min(255, Math.max(0, Math.round(value)));
  return clamped.toString(16).toUpperCase().padStart(2, '0');
}
