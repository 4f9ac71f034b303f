import { describe, expect, it } from 'vitest';
import { columnWidthPx, columnsFromPx, heightPx, unitsFromPx, widthPx } from './gridGeometry';

// 12 columns of 64 px and 11 gutters of 16 px.
const GRID = 12 * 64 + 11 * 16;

describe('grid geometry', () => {
  it('splits the grid into 12 columns with 16 px gutters', () => {
    expect(columnWidthPx(GRID)).toBe(64);
    expect(widthPx(1, GRID)).toBe(64);
    expect(widthPx(4, GRID)).toBe(4 * 64 + 3 * 16);
    expect(widthPx(12, GRID)).toBe(GRID);
    expect(widthPx(0, GRID)).toBe(0);
  });

  it('never gives a negative width for a tiny grid', () => {
    expect(columnWidthPx(100)).toBe(0);
  });

  it('snaps pixel widths to the nearest column count within bounds', () => {
    expect(columnsFromPx(widthPx(5, GRID), GRID)).toBe(5);
    expect(columnsFromPx(widthPx(5, GRID) + 30, GRID)).toBe(5);
    expect(columnsFromPx(widthPx(5, GRID) + 50, GRID)).toBe(6);
    expect(columnsFromPx(0, GRID)).toBe(1);
    expect(columnsFromPx(5000, GRID)).toBe(12);
    expect(columnsFromPx(5000, GRID, 7)).toBe(7);
  });

  it('converts heights in 8 px units, with the minimum row height', () => {
    expect(heightPx(50)).toBe(400);
    expect(unitsFromPx(400)).toBe(50);
    expect(unitsFromPx(403)).toBe(50);
    expect(unitsFromPx(405)).toBe(51);
    expect(unitsFromPx(0)).toBe(5);
  });
});
