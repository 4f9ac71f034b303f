import { toNumber, type Row } from '../../sdk/chartValues.js';
import { groupPointOf, type GroupPoint } from '../../sdk/crossFilter.js';
import type { TimeFormatter } from '../../sdk/format/timeFormat.js';

/**
 * The categorical bar chart's pivot, as Superset's DistributionBarViz.get_data does it: categories are
 * the group-by values ordered by their total of the first metric (largest first), series are the
 * metrics times the breakdown values (sorted), one value per category or null where there is none.
 */

export interface BarSeries {
  name: string;
  metric: string;
  /** The breakdown values of the series (none without breakdown columns). */
  breakdown: GroupPoint;
  values: (number | null)[];
}

export interface BarData {
  categories: string[];
  /** The group-by values of each category, for cross-filters and drill to detail. */
  categoryPoints: GroupPoint[];
  series: BarSeries[];
}

export interface PivotOptions {
  groupbyLabels: readonly string[];
  columnLabels: readonly string[];
  metricLabels: readonly string[];
  temporal: ReadonlySet<string>;
  formatTime: TimeFormatter;
  /** Divide each category's values by the category's total over all series. */
  contribution: boolean;
  /** Order categories by label instead of by the first metric. */
  orderBars: boolean;
}

/** pandas' order for group values: numbers numerically, everything else by its text; missing last. */
function compareRaw(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const cmp = compareRaw(a[i], b[i]);
    if (cmp !== 0) return cmp;
  }
  return 0;
}

/** NVD3's order_bars: labels that are numbers sort numerically, the rest alphabetically. */
function compareLabels(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function pivotBars(rows: readonly Row[], options: PivotOptions): BarData {
  const { groupbyLabels, columnLabels, metricLabels, temporal, formatTime } = options;
  const point = (row: Row, labels: readonly string[]) => groupPointOf(row, labels, temporal, formatTime);

  const categoryIndex = new Map<string, number>();
  const categoryPoints: GroupPoint[] = [];
  const firstMetricTotals: number[] = [];
  const breakdowns = new Map<string, GroupPoint>();
  const cells = new Map<string, number>();
  for (const row of rows) {
    const category = point(row, groupbyLabels);
    const categoryName = category.formatted.join(', ');
    let index = categoryIndex.get(categoryName);
    if (index === undefined) {
      index = categoryPoints.length;
      categoryIndex.set(categoryName, index);
      categoryPoints.push(category);
      firstMetricTotals.push(0);
    }
    const breakdown = point(row, columnLabels);
    const breakdownName = breakdown.formatted.join(', ');
    if (!breakdowns.has(breakdownName)) breakdowns.set(breakdownName, breakdown);
    metricLabels.forEach((metric, m) => {
      const value = toNumber(row[metric]);
      if (value === null) return;
      if (m === 0) firstMetricTotals[index] = firstMetricTotals[index]! + value;
      const key = JSON.stringify([metric, breakdownName, categoryName]);
      cells.set(key, (cells.get(key) ?? 0) + value);
    });
  }

  let order = categoryPoints.map((_, i) => i);
  const names = categoryPoints.map((category) => category.formatted.join(', '));
  order = options.orderBars
    ? order.sort((a, b) => compareLabels(names[a]!, names[b]!))
    : order.sort((a, b) => firstMetricTotals[b]! - firstMetricTotals[a]!);
  const categories = order.map((i) => names[i]!);

  const sortedBreakdowns = [...breakdowns.entries()].sort(([, a], [, b]) =>
    compareTuples(a.values, b.values),
  );
  const series: BarSeries[] = metricLabels.flatMap((metric) =>
    sortedBreakdowns.map(([breakdownName, breakdown]) => ({
      name:
        columnLabels.length === 0
          ? metric
          : metricLabels.length > 1
            ? `${metric}, ${breakdownName}`
            : breakdownName,
      metric,
      breakdown,
      values: categories.map(
        (category) => cells.get(JSON.stringify([metric, breakdownName, category])) ?? null,
      ),
    })),
  );
  // A breakdown value that has no cell for a metric draws nothing; Superset drops such all-empty series.
  const drawn = series.filter((s) => s.values.some((value) => value !== null));

  if (options.contribution) {
    const totals = categories.map((_, c) => drawn.reduce((sum, s) => sum + (s.values[c] ?? 0), 0));
    for (const s of drawn)
      s.values = s.values.map((value, c) => (value === null || !totals[c] ? value : value / totals[c]!));
  }
  return { categories, categoryPoints: order.map((i) => categoryPoints[i]!), series: drawn };
}
