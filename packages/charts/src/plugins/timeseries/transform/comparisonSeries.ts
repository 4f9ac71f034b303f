/**
 * Time comparison with actual values adds a shifted copy of each series ('1 year ago, boy' or
 * 'SUM(num)__1 year ago'). It is drawn dashed in its original series' color; this finds the original.
 */

/** The labels of the series a shifted one copies, or null when `labels` is not a shifted series. */
export function comparisonBaseLabels(labels: readonly string[], offsets: readonly string[]): string[] | null {
  let shifted = false;
  const base = labels.flatMap((label) => {
    if (offsets.includes(label)) {
      shifted = true;
      return [];
    }
    const offset = offsets.find((candidate) => label.endsWith(`__${candidate}`));
    if (!offset) return [label];
    shifted = true;
    return [label.slice(0, -(offset.length + 2))];
  });
  return shifted ? base : null;
}

/** Each shifted series right after the series it copies (legend and stacking order), else in place. */
export function followBaseSeries<S extends { labels: readonly string[] }>(
  series: readonly S[],
  offsets: readonly string[],
): S[] {
  if (offsets.length === 0) return [...series];
  const keyOf = (labels: readonly string[]) => labels.join('\u0000');
  const copies = new Map<string, S[]>();
  const bases = new Set(
    series
      .filter((entry) => !comparisonBaseLabels(entry.labels, offsets))
      .map((entry) => keyOf(entry.labels)),
  );
  for (const entry of series) {
    const base = comparisonBaseLabels(entry.labels, offsets);
    if (base && bases.has(keyOf(base))) copies.set(keyOf(base), [...(copies.get(keyOf(base)) ?? []), entry]);
  }
  const placed = new Set([...copies.values()].flat());
  return series.flatMap((entry) =>
    placed.has(entry) ? [] : [entry, ...(copies.get(keyOf(entry.labels)) ?? [])],
  );
}
