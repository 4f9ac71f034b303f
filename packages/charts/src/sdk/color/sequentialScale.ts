import { parseColor, rgbToHex, type RgbaColor } from '@sightline/core';
import { getSequentialScheme } from './colorSchemes.js';

/** The color for missing values in sequential color scales (heatmap cells, map regions without data). */
export const SEQUENTIAL_NULL_COLOR = '#CCCCCC';

export type SequentialColorScale = (value: number | string | null | undefined) => string;

/**
 * value → '#RRGGBB' by linear interpolation (in RGB) between the scheme's stops, spread evenly over
 * [min, max]. Values outside the domain get the end colors; null, NaN and non-numeric strings get
 * SEQUENTIAL_NULL_COLOR; a one-value domain (min === max) gets the middle color.
 */
export function getSequentialScale(
  schemeId: string | null | undefined,
  [min, max]: readonly [number, number],
): SequentialColorScale {
  const stops = getSequentialScheme(schemeId).colors.map(parseColor);
  const span = max - min;
  return (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || Number.isNaN(number)) return SEQUENTIAL_NULL_COLOR;
    const t = span === 0 || !Number.isFinite(span) ? 0.5 : (number - min) / span;
    return interpolateStops(stops, Math.min(1, Math.max(0, t)));
  };
}

/** The color at position t (0..1) along evenly spaced stops. */
export function interpolateStops(stops: readonly RgbaColor[], t: number): string {
  const first = stops[0];
  if (!first) return SEQUENTIAL_NULL_COLOR;
  if (stops.length === 1) return rgbToHex(first);
  const position = t * (stops.length - 1);
  const index = Math.min(Math.floor(position), stops.length - 2);
  const from = stops[index]!;
  const to = stops[index + 1]!;
  const f = position - index;
  return rgbToHex({
    r: from.r + (to.r - from.r) * f,
    g: from.g + (to.g - from.g) * f,
    b: from.b + (to.b - from.b) * f,
  });
}
