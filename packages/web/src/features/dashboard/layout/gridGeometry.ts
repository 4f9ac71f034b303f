import {
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_GUTTER_SIZE,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
} from '@sightline/core';

/**
 * Grid units ↔ pixels. Widths are twelfths of the grid with 16 px gutters between columns; heights are
 * multiples of 8 px. A component `w` columns wide spans its columns and the `w - 1` gutters between them.
 */

/** The width of one grid column for a grid this many pixels wide. */
export function columnWidthPx(gridWidth: number): number {
  return Math.max(0, (gridWidth - GRID_GUTTER_SIZE * (GRID_COLUMN_COUNT - 1)) / GRID_COLUMN_COUNT);
}

/** The pixel width of a component `columns` grid columns wide. */
export function widthPx(columns: number, gridWidth: number): number {
  if (columns <= 0) return 0;
  return Math.floor(columns * columnWidthPx(gridWidth) + (columns - 1) * GRID_GUTTER_SIZE);
}

/** The grid columns nearest to a pixel width, between 1 and `maxColumns`. */
export function columnsFromPx(px: number, gridWidth: number, maxColumns = GRID_COLUMN_COUNT): number {
  const step = columnWidthPx(gridWidth) + GRID_GUTTER_SIZE;
  const columns = step > 0 ? Math.round((px + GRID_GUTTER_SIZE) / step) : GRID_MIN_COLUMN_COUNT;
  return Math.min(Math.max(columns, GRID_MIN_COLUMN_COUNT), Math.max(maxColumns, GRID_MIN_COLUMN_COUNT));
}

/** The pixel height of `units` grid units. */
export function heightPx(units: number): number {
  return Math.max(0, units) * GRID_BASE_UNIT;
}

/** The grid units nearest to a pixel height, at least the minimum row height. */
export function unitsFromPx(px: number): number {
  return Math.max(Math.round(px / GRID_BASE_UNIT), GRID_MIN_ROW_UNITS);
}

/** The pixel distance a resize handle moves per grid column (re-resizable's snap grid). */
export function columnStepPx(gridWidth: number): number {
  return columnWidthPx(gridWidth) + GRID_GUTTER_SIZE;
}
