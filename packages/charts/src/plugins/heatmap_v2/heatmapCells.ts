import { toNumber, toScalar, type CellScalar } from '../../sdk/chartValues.js';
import type { HeatmapAxisSort } from './formData.js';

/** The heatmap's data arithmetic: cells, axis categories in order, totals and percentile ranks. */

export interface HeatmapCell {
  x: CellScalar;
  y: CellScalar;
  value: number | null;
}

export function readCells(
  rows: readonly Record<string, unknown>[],
  xLabel: string,
  yLabel: string,
  metricLabel: string,
): HeatmapCell[] {
  return rows.map((row) => ({
    x: toScalar(row[xLabel]),
    y: toScalar(row[yLabel]),
    value: toNumber(row[metricLabel]),
  }));
}

/** Numbers by value, numeric text and other text naturally ('2' before '10'), missing values last. */
function compareCategories(a: CellScalar, b: CellScalar): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const aNumber = toNumber(a);
  const bNumber = toNumber(b);
  if (aNumber !== null && bNumber !== null) return aNumber - bNumber;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * The distinct categories of one axis in display order: by the category (alpha) or by the metric's total
 * over the category (value); with no sort, in the order the rows came.
 */
export function axisCategories(
  cells: readonly HeatmapCell[],
  axis: 'x' | 'y',
  sort: HeatmapAxisSort | null,
): CellScalar[] {
  const totals = new Map<CellScalar, number>();
  for (const cell of cells) totals.set(cell[axis], (totals.get(cell[axis]) ?? 0) + (cell.value ?? 0));
  const categories = [...totals.keys()];
  if (!sort) return categories;
  const direction = sort.endsWith('_asc') ? 1 : -1;
  const byValue = (a: CellScalar, b: CellScalar) => totals.get(a)! - totals.get(b)!;
  return categories.sort((a, b) =>
    sort.startsWith('value')
      ? direction * byValue(a, b) || compareCategories(a, b)
      : direction * compareCategories(a, b),
  );
}

/** Metric totals per x category, per y category and overall, for the tooltip's percentages. */
export function cellTotals(cells: readonly HeatmapCell[]) {
  const x = new Map<CellScalar, number>();
  const y = new Map<CellScalar, number>();
  let total = 0;
  for (const { x: xValue, y: yValue, value } of cells) {
    if (value === null) continue;
    x.set(xValue, (x.get(xValue) ?? 0) + value);
    y.set(yValue, (y.get(yValue) ?? 0) + value);
    total += value;
  }
  return { x, y, total };
}

/**
 * Percentile ranks of the cells' values as Superset's `rank` post-processing computes them
 * (pandas `rank(pct=True)`: ties share their average rank), within each x column, each y row or the
 * whole heatmap. Cells without a value get no rank.
 */
export function percentileRanks(
  cells: readonly HeatmapCell[],
  across: 'heatmap' | 'x' | 'y',
): (number | null)[] {
  const groups = new Map<CellScalar, number[]>();
  cells.forEach((cell, index) => {
    if (cell.value === null) return;
    const group = across === 'heatmap' ? null : cell[across];
    let members = groups.get(group);
    if (!members) groups.set(group, (members = []));
    members.push(index);
  });
  const ranks: (number | null)[] = cells.map(() => null);
  for (const members of groups.values()) {
    const sorted = [...members].sort((a, b) => cells[a]!.value! - cells[b]!.value!);
    for (let start = 0; start < sorted.length;) {
      let end = start;
      while (end + 1 < sorted.length && cells[sorted[end + 1]!]!.value === cells[sorted[start]!]!.value)
        end += 1;
      // Positions start..end (0-based) share the average of ranks start+1..end+1.
      const rank = (start + end + 2) / 2 / sorted.length;
      for (let i = start; i <= end; i += 1) ranks[sorted[i]!] = rank;
      start = end + 1;
    }
  }
  return ranks;
}
