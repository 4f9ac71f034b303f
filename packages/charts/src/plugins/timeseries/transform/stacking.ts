import type { RawSeries } from './seriesData.js';

/** Per x value, what stacked value labels need: the total, and which series draws the top of the stack. */
export interface StackTotals {
  totals: number[];
  /** Index (into the series list) of the last series with a value at each x: it carries the total label. */
  topSeries: number[];
  /** Values under this share of the total get no label (percentage_threshold). */
  thresholds: number[];
}

export function stackTotals(
  series: readonly RawSeries[],
  length: number,
  percentageThreshold: number,
): StackTotals {
  const totals = new Array<number>(length).fill(0);
  const topSeries = new Array<number>(length).fill(-1);
  series.forEach((entry, s) => {
    entry.values.forEach((value, i) => {
      if (value === null) return;
      totals[i] = totals[i]! + value;
      topSeries[i] = s;
    });
  });
  const thresholds = totals.map((total) => (Math.abs(total) * percentageThreshold) / 100);
  return { totals, topSeries, thresholds };
}

/**
 * A streamgraph is a stack centred on zero: an invisible first layer of minus half the total at each
 * x lifts the visible layers so they are symmetric around the axis.
 */
export function streamBaseline(series: readonly RawSeries[], length: number): number[] {
  const baseline = new Array<number>(length).fill(0);
  for (const entry of series) {
    entry.values.forEach((value, i) => {
      if (value !== null) baseline[i] = baseline[i]! - value / 2;
    });
  }
  return baseline;
}

/** Stacked lines break at gaps; missing values in a stack count as zero. */
export function fillGapsForStack(series: readonly RawSeries[]): RawSeries[] {
  return series.map((entry) => ({ ...entry, values: entry.values.map((value) => value ?? 0) }));
}
