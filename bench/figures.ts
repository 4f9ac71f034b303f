/** The figures the benchmarks print. */

/** The middle value of `xs` (the mean of the two middle ones for an even count; NaN when empty). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A figure to one decimal, for the printed tables. */
export const round = (x: number): number => Number(x.toFixed(1));

/** `on[key] / off[key]` for each key, rounded: the ratio row under a table of two modes' rows. */
export function ratios<K extends string>(
  on: Record<K, number>,
  off: Record<K, number>,
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, round(on[key] / off[key])])) as Record<K, number>;
}
