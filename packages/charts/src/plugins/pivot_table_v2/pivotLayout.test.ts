import { describe, expect, it } from 'vitest';
import { ALL, METRIC_KEY, type AxisEntry } from './pivotData.js';
import { axisHeaderCells } from './pivotLayout.js';

const entry = (kind: AxisEntry['kind'], ...key: unknown[]): AxisEntry => ({ key, kind });
const show = (cells: ReturnType<typeof axisHeaderCells>) =>
  cells.map((row) =>
    row.map((cell) =>
      cell ? `${cell.kind === 'value' ? String(cell.value) : cell.kind}/${cell.span}x${cell.levels}` : '.',
    ),
  );

describe('pivot header cells', () => {
  it('merges equal prefixes along the axis, subtotal labels across levels', () => {
    const entries = [
      entry('data', 'APAC', 'Cars'),
      entry('data', 'APAC', 'Trains'),
      entry('subtotal', 'APAC', ALL),
      entry('data', 'EMEA', 'Cars'),
      entry('subtotal', 'EMEA', ALL),
      entry('total', ALL, ALL),
    ];
    expect(show(axisHeaderCells(entries, ['region', 'line']))).toEqual([
      ['APAC/3x1', 'Cars/1x1'],
      ['.', 'Trains/1x1'],
      ['.', 'subtotal/1x1'],
      ['EMEA/2x1', 'Cars/1x1'],
      ['.', 'subtotal/1x1'],
      ['total/1x2', '.'],
    ]);
  });

  it('keeps the metric under a subtotal or total label', () => {
    const entries = [
      entry('data', 'APAC', 'Cars', 'sales'),
      entry('data', 'APAC', 'Cars', 'count'),
      entry('subtotal', 'APAC', ALL, 'sales'),
      entry('subtotal', 'APAC', ALL, 'count'),
      entry('total', ALL, ALL, 'sales'),
      entry('total', ALL, ALL, 'count'),
    ];
    expect(show(axisHeaderCells(entries, ['region', 'line', METRIC_KEY]))).toEqual([
      ['APAC/4x1', 'Cars/2x1', 'sales/1x1'],
      ['.', '.', 'count/1x1'],
      ['.', 'subtotal/2x1', 'sales/1x1'],
      ['.', '.', 'count/1x1'],
      ['total/2x2', '.', 'sales/1x1'],
      ['.', '.', 'count/1x1'],
    ]);
  });

  it('puts each metric total inside its metric group when metrics come first', () => {
    const entries = [
      entry('data', 'sales', 'L'),
      entry('data', 'sales', 'S'),
      entry('total', 'sales', ALL),
      entry('data', 'count', 'L'),
    ];
    expect(show(axisHeaderCells(entries, [METRIC_KEY, 'size']))).toEqual([
      ['sales/3x1', 'L/1x1'],
      ['.', 'S/1x1'],
      ['.', 'total/1x1'],
      ['count/1x1', 'L/1x1'],
    ]);
  });

  it('does not merge equal values under different parents, and has no cells without attributes', () => {
    const entries = [entry('data', 'A', 'x'), entry('data', 'B', 'x')];
    expect(show(axisHeaderCells(entries, ['p', 'c']))).toEqual([
      ['A/1x1', 'x/1x1'],
      ['B/1x1', 'x/1x1'],
    ]);
    expect(axisHeaderCells([entry('data')], [])).toEqual([[]]);
  });
});
