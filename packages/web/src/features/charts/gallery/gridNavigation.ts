/**
 * Arrow-key movement in the thumbnail grid. The grid wraps to the modal's width, so the column count is
 * read from the tiles' positions and passed in; the movement itself is pure.
 */

export const GRID_NAVIGATION_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** How many tiles share the first row, from each tile's top offset in display order. */
export function columnCount(tileTops: readonly number[]): number {
  if (tileTops.length === 0) return 1;
  const firstTop = tileTops[0];
  const firstRow = tileTops.findIndex((top) => top !== firstTop);
  return firstRow < 0 ? tileTops.length : firstRow;
}

/**
 * The tile index after pressing `key` on tile `current` (-1: none yet, any movement goes to the first).
 * Movement stops at the edges instead of wrapping, like a spreadsheet.
 */
export function moveInGrid(current: number, key: string, columns: number, count: number): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return 0;
  const step = Math.max(1, columns);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
      return current - step >= 0 ? current - step : current;
    case 'ArrowDown':
      return current + step < count ? current + step : current;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}
