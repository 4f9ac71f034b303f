import { hexByte, rgbToHex, type RgbaColor } from './rgba.js';

/** Message texts, word for word. */
export const colorMessages = {
  invalidColor: (text: string) => `Invalid color: ${text}`,
  invalidOpacity: (value: unknown) => `The opacity should between 0 and 1, but got: ${String(value)}`,
} as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const CHANNEL = String.raw`\s*(\d{1,3})\s*`;
const ALPHA = String.raw`\s*(\d*\.?\d+)\s*`;
const RGB = new RegExp(`^rgb\\(${CHANNEL},${CHANNEL},${CHANNEL}\\)$`, 'i');
const RGBA = new RegExp(`^rgba\\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\\)$`, 'i');

/**
 * Accepts '#abc', '#aabbcc', 'rgb(r, g, b)' and 'rgba(r, g, b, a)' (channels 0-255, alpha 0-1);
 * anything else throws Error('Invalid color: <text>'). An rgba alpha outside [0, 1] throws the opacity
 * message, because that is what is wrong with it.
 */
export function parseColor(text: string): RgbaColor {
  const value = typeof text === 'string' ? text.trim() : '';
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0] = digits.map((pair) => Number.parseInt(pair, 16));
    return { r, g, b, a: 1 };
  }
  const match = RGB.exec(value) ?? RGBA.exec(value);
  if (!match) throw new Error(colorMessages.invalidColor(String(text)));
  const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) throw new Error(colorMessages.invalidColor(String(text)));
  const a = match[4] === undefined ? 1 : validateOpacity(Number(match[4]));
  return { r, g, b, a };
}

/** True when parseColor would accept the text (for form validation without try/catch). */
export function isValidColor(text: string): boolean {
  try {
    parseColor(text);
    return true;
  } catch {
    return false;
  }
}

/** Returns the opacity when it is a number in [0, 1]; otherwise throws the spec's message. */
export function validateOpacity(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > 1)
    throw new Error(colorMessages.invalidOpacity(value));
  return value;
}

/**
 * Any color parseColor accepts, with the given opacity, as an 8-digit hex '#RRGGBBAA' (what Superset's
 * addAlpha returns; canvas and ECharts read it). The color's own alpha is replaced, not multiplied.
 */
export function addOpacity(color: string, opacity: number): string {
  const alpha = validateOpacity(opacity);
  return `${rgbToHex(parseColor(color))}${hexByte(alpha * 255)}`;
}

/** Black or white, whichever reads better on the given background (WCAG relative luminance). */
export function getContrastingTextColor(background: string): '#000000' | '#FFFFFF' {
  const { r, g, b } = parseColor(background);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  // 0.179 is where black and white text have equal contrast against the background.
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
