/** The colored bands of a gauge's axis line: Superset's intervals and interval color indices. */

/** The gauge's track where no band is drawn. */
export const TRACK_COLOR = '#E6EBF8';

/** '2, 4,5' → [2, 4, 5]; an empty text gives []; anything not numeric invalidates the whole list. */
export function parseNumberList(text: string | null | undefined): number[] {
  if (!text || !text.trim()) return [];
  const numbers = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  return numbers.every(Number.isFinite) ? numbers : [];
}

/**
 * ECharts axisLine colors: `[end as a fraction of the axis, color]` per band. Colors are 1-based picks
 * from the scheme (the band's own position when no pick is given). Bounds are placed between min and
 * max; past the last bound the plain track continues.
 */
export function intervalBands(
  intervals: string | null | undefined,
  colorIndices: string | null | undefined,
  schemeColors: readonly string[],
  min: number,
  max: number,
): [number, string][] {
  const bounds = parseNumberList(intervals);
  const indices = parseNumberList(colorIndices);
  if (bounds.length === 0 || max <= min || schemeColors.length === 0) return [];
  const pick = (index: number) =>
    schemeColors[(((index - 1) % schemeColors.length) + schemeColors.length) % schemeColors.length]!;
  const bands = bounds.map((bound, i): [number, string] => [
    Math.min(1, Math.max(0, (bound - min) / (max - min))),
    indices[i] !== undefined ? pick(indices[i]) : schemeColors[i % schemeColors.length]!,
  ]);
  if (bands[bands.length - 1]![0] < 1) bands.push([1, TRACK_COLOR]);
  return bands;
}
