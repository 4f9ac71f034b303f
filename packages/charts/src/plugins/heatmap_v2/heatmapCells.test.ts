import { describe, expect, it } from 'vitest';
import { axisCategories, cellTotals, percentileRanks, type HeatmapCell } from './heatmapCells.js';

const cells: HeatmapCell[] = [
  { x: 'b', y: 1, value: 10 },
  { x: 'a', y: 1, value: 30 },
  { x: '10', y: 2, value: 20 },
  { x: '2', y: 2, value: 20 },
  { x: 'a', y: 2, value: null },
];

describe('heatmap cells', () => {
  it('sorts categories naturally, by metric total, or keeps the row order', () => {
    expect(axisCategories(cells, 'x', 'alpha_asc')).toEqual(['2', '10', 'a', 'b']);
    expect(axisCategories(cells, 'x', 'alpha_desc')).toEqual(['b', 'a', '10', '2']);
    expect(axisCategories(cells, 'x', 'value_desc')).toEqual(['a', '2', '10', 'b']);
    expect(axisCategories(cells, 'y', 'value_asc')).toEqual([1, 2]);
    expect(axisCategories(cells, 'x', null)).toEqual(['b', 'a', '10', '2']);
  });

  it('totals per column, per row and overall, ignoring missing values', () => {
    const totals = cellTotals(cells);
    expect(totals.total).toBe(80);
    expect(totals.x.get('a')).toBe(30);
    expect(totals.y.get(2)).toBe(40);
  });

  it('ranks like pandas rank(pct=True): ties share the average rank', () => {
    expect(percentileRanks(cells, 'heatmap')).toEqual([0.25, 1, 0.625, 0.625, null]);
    expect(percentileRanks(cells, 'y')).toEqual([0.5, 1, 0.75, 0.75, null]);
    expect(percentileRanks(cells, 'x')).toEqual([1, 1, 1, 1, null]);
  });
});
