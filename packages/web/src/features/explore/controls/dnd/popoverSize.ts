/** The metric popover is resizable with a minimum width and height and no maximum. */
export interface PopoverSize {
  width: number;
  height: number;
}

export const METRIC_POPOVER_MIN_SIZE: PopoverSize = { width: 320, height: 240 };

/** The size after dragging the resize handle by (dx, dy) from `start`, never below the minimum. */
export function resizedPopover(
  start: PopoverSize,
  dx: number,
  dy: number,
  min: PopoverSize = METRIC_POPOVER_MIN_SIZE,
): PopoverSize {
  return { width: Math.max(min.width, start.width + dx), height: Math.max(min.height, start.height + dy) };
}
