import { toNumber } from '@sightline/charts';

/** A bounds control's value: [min, max], each a number or null for "open". */
export type BoundsValue = [min: number | null, max: number | null];

/** A bound converts to a number; empty or non-numeric input becomes null. */
export function parseBound(text: string): number | null {
  return toNumber(text);
}

export function parseBounds(minText: string, maxText: string): BoundsValue {
  return [parseBound(minText), parseBound(maxText)];
}

/** The two input texts for a saved value (numbers, numeric text, null or missing). */
export function boundsTexts(value: unknown): [string, string] {
  const [min, max] = Array.isArray(value) ? value : [];
  const text = (bound: unknown) =>
    typeof bound === 'number' || typeof bound === 'string' ? String(bound) : '';
  return [text(min), text(max)];
}
